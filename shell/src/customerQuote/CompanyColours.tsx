import { ConfigProvider } from '@planner/ui/public-page';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { accentOfLogo } from './logoAccent';

/** The customer page in the company's colour, taken from its logo; the product's blue without one. */
export function CompanyColours({ logo, children }: { logo: string | null; children: ReactNode }) {
  const [accent, setAccent] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (logo) void accentOfLogo(logo).then((found) => current && setAccent(found));
    return () => {
      current = false;
    };
  }, [logo]);
  if (!accent) return children;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: accent, colorLink: accent } }}>
      <div className="customer-quote-colours" style={{ '--company-accent': accent } as CSSProperties}>
        {children}
      </div>
    </ConfigProvider>
  );
}

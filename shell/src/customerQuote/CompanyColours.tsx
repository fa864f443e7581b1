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
  // The same elements with and without the colour: when it arrives, what the customer has typed stays.
  return (
    <ConfigProvider theme={accent ? { token: { colorPrimary: accent, colorLink: accent } } : {}}>
      <div className="customer-quote-colours" style={accent ? ({ '--company-accent': accent } as CSSProperties) : undefined}>
        {children}
      </div>
    </ConfigProvider>
  );
}

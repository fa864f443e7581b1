import { Button, type ButtonProps } from '@planner/ui';
import { isPlainLeftClick } from './ShellLink';
import { navigate } from './shellRouting';

/** A link in the look of a button, e.g. the way on from a result page; navigates like ShellLink. */
export function ShellLinkButton({ href, ...props }: Omit<ButtonProps, 'onClick'> & { href: string }) {
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

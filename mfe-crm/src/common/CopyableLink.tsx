import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input } from '@planner/ui';

export interface CopyableLinkProps {
  url: string;
  /** Names the field for screen readers, e.g. 'Link für den Kunden'. */
  label: string;
}

/** A link shown once to pass on: selected on focus, with a button that copies it. */
export function CopyableLink({ url, label }: CopyableLinkProps) {
  const { message } = App.useApp();
  const copy = () => {
    // Without a secure context (plain http in a local network) the browser offers no clipboard.
    const written = navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
    void written.then(
      () => message.success('Link kopiert.'),
      () => message.info('Bitte markieren und kopieren Sie den Link.'),
    );
  };
  return (
    <Flex gap="small" wrap>
      <Input readOnly value={url} aria-label={label} style={{ flex: '1 1 260px' }} onFocus={(event) => event.target.select()} />
      <Button icon={<CopyOutlined />} onClick={copy}>
        Kopieren
      </Button>
    </Flex>
  );
}

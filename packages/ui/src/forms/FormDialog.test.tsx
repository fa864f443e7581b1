import { ApiError } from '@planner/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from '../kit/antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { FormDialog } from './FormDialog';
import type { FormDialogProps } from './FormDialog';

interface Values {
  name: string;
}

type HarnessProps = Pick<FormDialogProps<Values>, 'onSubmit'>;

function Harness({ onSubmit }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Öffnen</button>
      <FormDialog<Values>
        open={open}
        title="Kunde bearbeiten"
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
        successMessage="Kundendaten aktualisiert"
        initialValues={{ name: 'Müller' }}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Darf nicht leer sein' }]}>
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

async function renderDialog(onSubmit: HarnessProps['onSubmit']) {
  render(
    <TestProviders>
      <Harness onSubmit={onSubmit} />
    </TestProviders>,
  );
  return (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull());

describe('FormDialog', () => {
  it('submits on Enter, shows the save in progress, then closes with a success toast', async () => {
    let finishSave = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finishSave = resolve)));
    const input = await renderDialog(onSubmit);

    await userEvent.clear(input);
    await userEvent.type(input, 'Schmidt{Enter}');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Schmidt' }));
    const saveButton = screen.getByRole('button', { name: /Speichern/ });
    expect(saveButton.className).toContain('ant-btn-loading');

    finishSave();
    expect(await screen.findByText('Kundendaten aktualisiert')).toBeTruthy();
    await dialogGone();
  });

  it('does not submit invalid input', async () => {
    const onSubmit = vi.fn(async () => {});
    const input = await renderDialog(onSubmit);

    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');

    expect(await screen.findByText('Darf nicht leer sein')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('resets the input on cancel', async () => {
    const input = await renderDialog(vi.fn(async () => {}));

    await userEvent.type(input, ' & Söhne');
    expect(input.value).toBe('Müller & Söhne');
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await dialogGone();

    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Müller');
  });

  it('asks before Escape throws changed input away, and keeps it when the person goes on editing', async () => {
    const input = await renderDialog(vi.fn(async () => {}));
    await userEvent.type(input, ' & Söhne');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Weiter bearbeiten' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Müller & Söhne');
  });

  it('closes an untouched dialog on Escape without asking', async () => {
    await renderDialog(vi.fn(async () => {}));

    await userEvent.keyboard('{Escape}');

    await dialogGone();
    expect(screen.queryByRole('button', { name: 'Weiter bearbeiten' })).toBeNull();
  });

  it('stays open without toast when the save answers false', async () => {
    const input = await renderDialog(vi.fn(async () => false as const));

    await userEvent.type(input, '{Enter}');

    await waitFor(() => expect(screen.getByRole('button', { name: /Speichern/ }).className).not.toContain('loading'));
    expect(screen.queryByText('Kundendaten aktualisiert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('shows server field errors on their fields', async () => {
    const validationError = new ApiError(400, {
      type: 'ExpectedError',
      errorCode: 'ValidationError',
      fallbackMessage: 'Ungültige Eingabe',
      fieldErrors: [{ path: 'name', message: 'Maximal 255 Zeichen erlaubt.' }],
    });
    const input = await renderDialog(vi.fn(() => Promise.reject(validationError)));

    await userEvent.type(input, '{Enter}');

    expect(await screen.findByText('Maximal 255 Zeichen erlaubt.')).toBeTruthy();
    expect(screen.queryByText('Kundendaten aktualisiert')).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../UiProviders';
import { App } from './lazyApp';

function ShowsToast({ text }: { text: string }) {
  const { message } = App.useApp();
  return (
    <button type="button" onClick={() => void message.success(text)}>
      Speichern
    </button>
  );
}

describe('page-wide toasts', () => {
  it('stay on screen when the root that showed them unmounts, as a remote does on navigation', async () => {
    render(
      <UiProviders hostsPageMessages>
        <p>Shell</p>
      </UiProviders>,
    );
    const remote = render(
      <UiProviders>
        <ShowsToast text="Angebot gelöscht." />
      </UiProviders>,
    );

    act(() => screen.getByRole('button', { name: 'Speichern' }).click());
    expect(await screen.findByText('Angebot gelöscht.')).toBeTruthy();
    remote.unmount();

    expect(screen.getByText('Angebot gelöscht.')).toBeTruthy();
  });
});

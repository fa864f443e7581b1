import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@planner/ui/testing';
import { RoomDialog } from './RoomDialog';

const ROOM_TYPES = [
  { id: '66666666-6666-4666-8666-666666666661', name: 'Wohnzimmer', inclusiveComponents: [] },
  { id: '66666666-6666-4666-8666-666666666662', name: 'Bad', inclusiveComponents: [] },
];

describe('RoomDialog', () => {
  it('asks for the room type of a developer construction and hands name and type on', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RoomDialog initial={null} roomTypes={ROOM_TYPES} onSubmit={onSubmit} onClose={() => undefined} />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Name'), ' Wohnen ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte wählen Sie einen Raumtyp aus.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Raumtyp'));
    await user.click(await screen.findByTitle('Bad'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ label: 'Wohnen', roomTypeId: ROOM_TYPES[1]?.id }));
  });

  it('says so when the room types of the construction specification cannot be loaded', async () => {
    renderWithProviders(<RoomDialog initial={null} roomTypes={[]} roomTypesMissing onSubmit={() => undefined} onClose={() => undefined} />);

    expect(await screen.findByText('Raumtypen nicht gefunden')).toBeTruthy();
  });
});

import type { AuditEntry } from '@planner/api';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEntryDetails } from './AuditEntryDetails';

const entry = (changes: AuditEntry['changes']): AuditEntry => ({
  id: 'entry-1',
  occurredAt: '2026-11-27T07:18:00.000Z',
  userName: 'Erika Musterfrau',
  action: 'changed',
  entity: 'floors',
  entityId: 'floor-1',
  label: 'Erdgeschoss',
  exists: true,
  event: null,
  details: {},
  description: null,
  changes,
});

describe('a change in the audit log', () => {
  it('names a changed reference to another record without its id, and shows days and amounts in German', () => {
    render(
      <AuditEntryDetails
        entry={entry([
          { field: 'image_blob_id', before: null, after: '277e1a36-3389-46b3-9035-fb95f625e327' },
          { field: 'invoice_date', before: null, after: '2026-11-27' },
          { field: 'net_total', before: 0, after: 150_000 },
        ])}
      />,
    );
    const fields = screen.getByRole('list', { name: 'Geänderte Felder' }).textContent ?? '';
    expect(fields).toContain('Planbild geändert');
    expect(fields).not.toContain('277e1a36');
    expect(fields).toContain('Rechnungsdatum: – → 27.11.2026');
    expect(fields).toMatch(/Netto: 0,00\s€ → 1\.500,00\s€/);
  });

  it('names a changed drawing of a floor in German', () => {
    render(<AuditEntryDetails entry={entry([{ field: 'name', before: 'EG', after: 'Erdgeschoss' }, { field: 'plan_document' }])} />);
    const fields = screen.getByRole('list', { name: 'Geänderte Felder' }).textContent ?? '';
    expect(fields).toContain('Name: EG → Erdgeschoss');
    expect(fields).toContain('Zeichnung geändert');
    expect(fields).not.toContain('plan_document');
  });
});

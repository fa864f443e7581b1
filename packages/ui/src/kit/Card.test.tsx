import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { Card } from './antd';

describe('Card', () => {
  it('shows title, extra and content in the markup of antd cards', () => {
    const { container } = render(
      <TestProviders>
        <Card title="Bankdaten" extra={<button>Bearbeiten</button>} size="small" data-testid="bank">
          Noch nicht hinterlegt.
        </Card>
      </TestProviders>,
    );

    const card = screen.getByTestId('bank');
    expect(card.className).toBe('ant-card ant-card-bordered ant-card-small');
    expect(container.querySelector('.ant-card-head-title')?.textContent).toBe('Bankdaten');
    expect(screen.getByRole('button', { name: 'Bearbeiten' }).closest('.ant-card-extra')).toBeTruthy();
    expect(container.querySelector('.ant-card-body')?.textContent).toBe('Noch nicht hinterlegt.');
  });

  it('has no head without title and extra', () => {
    const { container } = render(
      <TestProviders>
        <Card hoverable>Inhalt</Card>
      </TestProviders>,
    );

    expect(container.querySelector('.ant-card-head')).toBeNull();
    expect(container.querySelector('.ant-card')?.className).toContain('ant-card-hoverable');
  });
});

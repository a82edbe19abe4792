import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Id = 'one' | 'two' | 'three';

function Harness() {
  const [selected, setSelected] = useState<Id>('one');
  return (
    <Tabs<Id>
      label="Views"
      idPrefix="views"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'one', label: 'One' },
        { id: 'two', label: 'Two', badge: <span> (3)</span> },
        { id: 'three', label: 'Three' },
      ]}
    >
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  afterEach(() => {
    document.documentElement.dir = 'ltr';
  });

  it('marks the selected tab and labels its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('aria-controls', 'views-panel-one');
    expect(screen.getByRole('tab', { name: /^Two/ })).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
  });

  it('is one tab stop; arrows, Home and End move and select', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Two/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('mirrors the arrows right to left', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    render(<Harness />);
    screen.getByRole('tab', { name: 'One' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Two/ })).toHaveFocus();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeInTheDocument();
  });
});

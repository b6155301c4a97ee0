/**
 * The parish and deanery of the registration forms: chosen from the team's list (the parish,
 * which fills in its deanery), 'Other' for the form's own text fields, and only those fields while
 * the team keeps no list or it cannot be read.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaceField } from '../../../src/components/PlaceField';
import type { Place } from '../../../src/domain/parishes';
import { readParishList } from '../../../src/services/parishes';

const LIST = {
  deaneries: [
    { name: 'Agra', parishes: ['Cathedral', "St. Mary's"] },
    { name: 'Mathura', parishes: ['St. Dominic'] },
  ],
  updatedAt: new Date(),
  updatedBy: 'u1',
};

/** A form holding a place, with its own two text fields, showing what it would store. */
function Form({ start = { parish: '', deanery: '' } }: { start?: Place }) {
  const [place, setPlace] = useState<Place>(start);
  const text = (field: keyof Place, label: string) => (
    <p>
      <label htmlFor={`f-${field}`}>{label}</label>
      <input
        id={`f-${field}`}
        value={place[field]}
        onChange={(event) => setPlace((p) => ({ ...p, [field]: event.target.value }))}
      />
    </p>
  );
  return (
    <>
      <PlaceField
        id="f-parish"
        place={place}
        onChange={setPlace}
        problem={place.parish ? undefined : 'Write the parish.'}
        freeText={
          <>
            {text('parish', 'Parish')}
            {text('deanery', 'Deanery')}
          </>
        }
      />
      <output>{`${place.parish} / ${place.deanery}`}</output>
    </>
  );
}

const stored = () => screen.getByRole('status');

beforeEach(() => {
  vi.mocked(readParishList).mockReset().mockResolvedValue(LIST);
});

describe('the parish and deanery from the list', () => {
  it('offers the parishes grouped by deanery, and a chosen parish fills in its deanery', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const parish = await screen.findByRole('combobox', { name: 'Parish' });
    expect(screen.getByRole('group', { name: 'Agra' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mathura' })).toBeInTheDocument();
    expect(parish).toHaveAccessibleDescription('Write the parish.');
    await user.selectOptions(parish, 'St. Dominic');
    expect(stored()).toHaveTextContent('St. Dominic / Mathura');
    expect(screen.getByText('Deanery: Mathura')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("gives the text fields for 'Other', and keeps what is typed there", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Parish' }),
      'Other: not in this list',
    );
    await user.type(screen.getByRole('textbox', { name: 'Parish' }), 'St. Anne, Etah');
    await user.type(screen.getByRole('textbox', { name: 'Deanery' }), 'Etah');
    expect(stored()).toHaveTextContent('St. Anne, Etah / Etah');
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Other: not in this list');
  });

  it('shows a place already given: a listed one chosen, another as typed', async () => {
    const { unmount } = render(<Form start={{ parish: "St. Mary's", deanery: 'Agra' }} />);
    expect(await screen.findByRole('combobox', { name: 'Parish' })).toHaveDisplayValue("St. Mary's");
    unmount();
    render(<Form start={{ parish: 'St. Anne', deanery: 'Etah' }} />);
    expect(await screen.findByRole('combobox')).toHaveDisplayValue('Other: not in this list');
    expect(screen.getByRole('textbox', { name: 'Parish' })).toHaveValue('St. Anne');
  });

  it.each([
    ['keeps no list', async () => null],
    ['keeps a list without parishes', async () => ({ ...LIST, deaneries: [] })],
    [
      'cannot be read',
      async () => {
        throw new Error('offline');
      },
    ],
  ])('gives only the text fields while the team %s', async (_, answer) => {
    vi.mocked(readParishList).mockImplementation(answer);
    const user = userEvent.setup();
    render(<Form />);
    await vi.waitFor(() => expect(readParishList).toHaveBeenCalled());
    await user.type(screen.getByRole('textbox', { name: 'Parish' }), 'St. Paul');
    await user.type(screen.getByRole('textbox', { name: 'Deanery' }), 'Agra');
    expect(stored()).toHaveTextContent('St. Paul / Agra');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TTrackMapPoint } from './types';
import { TILE_URL } from '../../lib/map-tiles';
import { renderWithProviders } from '../../test/render';
import { TrackMap } from './track-map';

const props = {
  from: { lat: 36.7383, lng: 3.2808, label: 'Rouiba' },
  to: { lat: 35.6478, lng: -0.6239, label: 'Es <b>Senia</b>' },
  label: 'Position du camion entre Rouiba et Es Senia',
  zoomInLabel: 'Zoom avant',
  zoomOutLabel: 'Zoom arrière',
};

describe('TrackMap', () => {
  it('draws the places, the trail and the truck at its last position, with no image but the tiles', async () => {
    renderWithProviders(
      <TrackMap
        {...props}
        trail={[
          { lat: 36.7, lng: 3.2 },
          { lat: 36.2, lng: 2.1 },
        ]}
        truckLabel="Karim <i>"
      />,
    );
    const figure = await screen.findByRole('figure', { name: props.label });
    const map = within(figure);
    // Names are text, never markup.
    expect(await map.findByText('Karim <i>')).toBeInTheDocument();
    expect(map.getByText('Es <b>Senia</b>')).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    const fills = [...figure.querySelectorAll('svg path.leaflet-interactive')].map((shape) =>
      shape.getAttribute('fill'),
    );
    // The two places, the trail (a line, no fill) and the truck.
    expect(fills).toEqual(['#1c7ed6', '#e03131', 'none', '#f08c00']);
    const tileOrigin = new URL(TILE_URL.replace(/\{[a-z]\}/g, '0')).origin;
    for (const image of figure.querySelectorAll('img')) expect(new URL(image.src).origin).toBe(tileOrigin);
  });

  it('shows no truck until a position comes, then adds it without building the map again', async () => {
    function Page() {
      const [trail, setTrail] = useState<TTrackMapPoint[]>([]);
      return (
        <>
          <button type="button" onClick={() => setTrail([{ lat: 36.7, lng: 3.2 }])}>
            position
          </button>
          <TrackMap {...props} trail={trail} truckLabel="Karim" />
        </>
      );
    }
    renderWithProviders(<Page />);
    const figure = await screen.findByRole('figure', { name: props.label });
    await within(figure).findByText('Rouiba');
    expect(figure.querySelector('path.track-map-truck')).toBeNull();
    const container = figure.querySelector('.leaflet-container');

    fireEvent.click(screen.getByRole('button', { name: 'position' }));
    await waitFor(() => expect(figure.querySelector('path.track-map-truck')).not.toBeNull());
    expect(within(figure).getByText('Karim')).toBeInTheDocument();
    expect(figure.querySelector('.leaflet-container')).toBe(container);
  });
});

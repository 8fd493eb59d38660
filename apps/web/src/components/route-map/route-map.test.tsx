import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TILE_URL } from '../../lib/map-tiles';
import { renderWithProviders } from '../../test/render';
import { RouteMap } from './route-map';

describe('RouteMap', () => {
  it('draws both places, named, and the straight line between them, with no image but the tiles', async () => {
    renderWithProviders(
      <RouteMap
        from={{ lat: 36.7383, lng: 3.2808, label: 'Rouiba' }}
        to={{ lat: 35.6478, lng: -0.6239, label: 'Es <b>Senia</b>' }}
        label="Carte du trajet de Rouiba à Es Senia"
        zoomInLabel="Zoom avant"
        zoomOutLabel="Zoom arrière"
      />,
    );
    const figure = await screen.findByRole('figure', { name: 'Carte du trajet de Rouiba à Es Senia' });
    const map = within(figure);
    expect(await map.findByText('Rouiba')).toBeInTheDocument();
    // A place's name is shown as text, never read as markup.
    expect(map.getByText('Es <b>Senia</b>')).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Zoom arrière' })).toBeInTheDocument();

    // Drawn, not downloaded: the dashed line and two filled circles are SVG; the only images are tiles.
    const shapes = [...figure.querySelectorAll('svg path.leaflet-interactive')];
    expect(shapes.map((shape) => [shape.getAttribute('stroke-dasharray'), shape.getAttribute('fill')])).toEqual([
      ['6 6', 'none'],
      [null, '#1c7ed6'],
      [null, '#e03131'],
    ]);
    const tileOrigin = new URL(TILE_URL.replace(/\{[a-z]\}/g, '0')).origin;
    for (const image of figure.querySelectorAll('img')) expect(new URL(image.src).origin).toBe(tileOrigin);
  });
});

import type { SVGProps } from 'react';

/**
 * A truck drawn in a few shapes, for a truck without a picture of its own. Inline, in the theme's
 * colours (currentColor): no file to fetch, and it follows the light or dark scheme.
 */
export function DefaultTruckPicture(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 320 180" xmlns="http://www.w3.org/2000/svg" {...props}>
      <rect width="320" height="180" fill="currentColor" opacity="0.06" />
      <line x1="20" y1="146" x2="300" y2="146" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      {/* The trailer's box, then the cab with its window, facing the reading direction's start. */}
      <rect x="40" y="52" width="170" height="80" rx="6" fill="currentColor" opacity="0.35" />
      <path d="M214 72h40l26 30v30h-66z" fill="currentColor" opacity="0.5" />
      <path d="M224 80h26l18 22h-44z" fill="currentColor" opacity="0.18" />
      <circle cx="82" cy="138" r="14" fill="currentColor" opacity="0.7" />
      <circle cx="170" cy="138" r="14" fill="currentColor" opacity="0.7" />
      <circle cx="252" cy="138" r="14" fill="currentColor" opacity="0.7" />
      <circle cx="82" cy="138" r="5" fill="currentColor" opacity="0.2" />
      <circle cx="170" cy="138" r="5" fill="currentColor" opacity="0.2" />
      <circle cx="252" cy="138" r="5" fill="currentColor" opacity="0.2" />
    </svg>
  );
}

import { useEffect, useState } from 'react';

type Modules = boolean[][];

/** Phones open the pay link itself; the code is for a shopper at a computer with a phone. */
const DESKTOP = '(min-width: 640px)';

function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(DESKTOP).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

/**
 * A QR code of `value` as SVG, drawn on desktop only. The encoder (uqr, docs/decisions) is
 * loaded on first use, so no other page and no phone pays for it.
 */
export function PayQrCode({
  value,
  label,
  caption = "Scan with your phone's camera",
}: {
  value: string;
  label: string;
  /** What to scan it with: a pay link opens in the phone's camera, an address in a wallet app. */
  caption?: string;
}) {
  const desktop = useDesktop();
  const [modules, setModules] = useState<{ value: string; data: Modules } | null>(null);

  useEffect(() => {
    if (!desktop) return;
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setModules({ value, data: encode(value, { ecc: 'M', border: 2 }).data });
    });
    return () => {
      current = false;
    };
  }, [desktop, value]);

  if (!desktop || modules?.value !== value) return null;
  const size = modules.data.length;
  // One path of unit squares: crisp at any size, and small in the DOM.
  const path = modules.data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <figure className="inline-flex flex-col items-center gap-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-40 bg-white"
      >
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}

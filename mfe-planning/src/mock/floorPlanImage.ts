/**
 * A small floor plan drawn as SVG for the demo floors: outer walls, inner walls with door gaps and
 * the plan's title, 800 × 560 like a scanned plan (the editor names the rooms drawn on it).
 */
export function floorPlanSvg(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
<rect width="800" height="560" fill="#fff"/>
<g fill="none" stroke="#222" stroke-width="10">
<rect x="40" y="40" width="720" height="480"/>
<path d="M400 40 V230 M400 290 V520 M40 300 H180 M240 300 H400 M400 300 H560 M620 300 H760"/>
</g>
<g fill="none" stroke="#222" stroke-width="2"><path d="M180 300 A60 60 0 0 1 240 240 M560 300 A60 60 0 0 0 620 240"/></g>
<text x="400" y="548" font-size="14" fill="#888" text-anchor="middle">${title} · Maßstab 1:100</text>
</svg>`;
}

/** The SVG as the server sends a plan image. */
export const svgResponse = (svg: string) => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });

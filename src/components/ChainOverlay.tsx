import { useId } from 'react';
import type { Chain } from '../engine/logic/types';
import './chain-overlay.css';

/*
 * A chain drawn over a board: each node ringed at its candidate's place in
 * its cell (a group: one ring around its cells' candidates), strong links
 * solid and weak links dashed, with an arrow from the node a link follows
 * from; nodes that are true are filled rings, false ones hollow and dashed,
 * so nothing is told by colour alone. One SVG in board units (a cell is 100
 * wide), scaled with the board it covers. Decorative: the same chain is
 * walked in words in the hint text and in the board's description.
 */

const CELL = 100;
const R = 15; // ring radius

/**
 * Where candidate `digit` sits in `cell` on a board of `size`, as on paper
 * (1 top left ... 9 bottom right; on a 6x6 three by two).
 */
function place(cell: number, digit: number, size: number): { x: number; y: number } {
  const noteRows = size === 9 ? 3 : 2;
  return {
    x: (cell % size) * CELL + (((digit - 1) % 3) + 0.5) * (CELL / 3),
    y: Math.floor(cell / size) * CELL + (Math.floor((digit - 1) / 3) + 0.5) * (CELL / noteRows),
  };
}

interface Spot {
  x: number; // centre
  y: number;
  rx: number; // half width and height of the ring
  ry: number;
}

/** The ring of a node: around its candidate in one cell, or around all of a group's. */
function spotOf(cells: readonly number[], digit: number, size: number): Spot {
  const points = cells.map((c) => place(c, digit, size));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, rx: (x1 - x0) / 2 + R, ry: (y1 - y0) / 2 + R };
}

/** The point where the line from `a` towards `b` leaves a's ring. */
function edge(a: Spot, b: Spot): { x: number; y: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  // Leaving an ellipse: scale the unit direction by the ring's radius that way.
  const ux = dx / length;
  const uy = dy / length;
  const k = 1 / Math.hypot(ux / a.rx, uy / a.ry);
  return { x: a.x + ux * (k + 2), y: a.y + uy * (k + 2) };
}

/** A gently curved path from a to b, bent to one side so lines along a row do not cross rings. */
function curve(a: Spot, b: Spot): string {
  const start = edge(a, b);
  const end = edge(b, a);
  const mx = (start.x + end.x) / 2;
  const my = (start.y + end.y) / 2;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const bend = 0.18;
  const cx = mx - dy * bend;
  const cy = my + dx * bend;
  return `M ${start.x.toFixed(1)} ${start.y.toFixed(1)} Q ${cx.toFixed(1)} ${cy.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
}

interface ChainOverlayProps {
  chain: Chain;
  /** Cells and digits the step removes or places: the chain's conclusion, marked with a cross or a ring. */
  eliminations: readonly { cell: number; digit: number }[];
  placements: readonly { cell: number; digit: number }[];
  /** The board's size (9, or 6 for 6x6); 9 when omitted. */
  size?: number;
}

/** The chain on the board (see the file comment). */
export function ChainOverlay({ chain, eliminations, placements, size = 9 }: ChainOverlayProps) {
  const spots = chain.nodes.map((n) => spotOf(n.cells, n.digit, size));
  // One arrowhead per overlay (a hint's board and the solution steps' board may both show one).
  const arrow = `chain-arrow-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className="chain-overlay"
      viewBox={`0 0 ${size * CELL} ${size * CELL}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="chain-arrowhead" />
        </marker>
      </defs>
      {chain.links.map((link, i) => (
        <path
          key={`l${i}`}
          d={curve(spots[link.from], spots[link.to])}
          className={`chain-link chain-link-${link.kind}`}
          markerEnd={`url(#${arrow})`}
        />
      ))}
      {chain.nodes.map((node, i) => {
        const s = spots[i];
        const classes = ['chain-node', node.on ? 'chain-node-on' : 'chain-node-off'];
        if (i === chain.premise) classes.push('chain-node-premise');
        return (
          <ellipse
            key={`n${i}`}
            cx={s.x}
            cy={s.y}
            rx={s.rx}
            ry={s.ry}
            className={classes.join(' ')}
          />
        );
      })}
      {eliminations.map(({ cell, digit }, i) => {
        const p = place(cell, digit, size);
        const d = 11;
        return (
          <path
            key={`x${i}`}
            d={`M ${p.x - d} ${p.y - d} L ${p.x + d} ${p.y + d} M ${p.x + d} ${p.y - d} L ${p.x - d} ${p.y + d}`}
            className="chain-removed"
          />
        );
      })}
      {placements.map(({ cell }, i) => (
        <rect
          key={`p${i}`}
          x={(cell % size) * CELL + 6}
          y={Math.floor(cell / size) * CELL + 6}
          width={CELL - 12}
          height={CELL - 12}
          rx={12}
          className="chain-placed"
        />
      ))}
    </svg>
  );
}

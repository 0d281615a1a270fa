import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EASY } from '../store/fixtures';
import { renderGame } from './render';

/*
 * The icons' drawings are the sprite in index.html; src/components/Icon.tsx
 * names them. The two lists must match, and every icon the page draws must
 * find its symbol.
 */

const html = readFileSync('index.html', 'utf8');
const symbols = [
  ...html.matchAll(/<symbol id="icon-(\w+)" viewBox="0 0 24 24">\s*<path\s+d="[^"]+"/g),
].map((m) => m[1]);
const names = [
  ...(
    readFileSync('src/components/Icon.tsx', 'utf8').match(/type IconName =([^;]+);/)?.[1] ?? ''
  ).matchAll(/'(\w+)'/g),
].map((m) => m[1]);

describe('the icons', () => {
  it('are the symbols of the sprite in index.html, one per name, each with its drawing', () => {
    expect(names.length).toBeGreaterThan(20);
    expect([...symbols].sort()).toEqual([...names].sort());
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('are drawn from the sprite: every icon of the page finds its symbol, hidden from assistive technology', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      html.slice(html.indexOf('<svg class="icon-sprite"')),
    );
    try {
      renderGame(EASY);
      const icons = [...document.querySelectorAll('svg.icon')];
      const tools = screen.getByRole('group', { name: 'Tools' });
      expect(tools.querySelectorAll('svg.icon')).toHaveLength(12);
      for (const icon of icons) {
        expect(icon).toHaveAttribute('aria-hidden', 'true');
        expect(icon).toHaveAttribute('stroke', 'currentColor');
        const use = icon.querySelector('use')!;
        const symbol = document.querySelector(use.getAttribute('href')!);
        expect(symbol?.tagName).toBe('symbol');
        expect(symbol?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
      }
    } finally {
      document.querySelector('.icon-sprite')?.remove();
    }
  });
});

import type { Step } from '../engine/logic/types';
import { t } from './messages';
import { cageName, cellsName, orList, stepGeometry, unitName, unitsName } from './step-names';

/*
 * Why a Killer step holds, from its data (`step.killer`): the cage and the
 * digit sets that make its sum (cage combination, 组合 / 凑数), the total
 * of whole units less the cages inside them (the rule of 45, 45法则), a
 * digit a cage must hold seen from a unit (cage and unit overlap).
 */

/** Digit sets as "1+2+4 or 1+3+5" ("1+2+4或1+3+5"). */
function combosText(combos: readonly (readonly number[])[]): string {
  return orList(combos.map((set) => set.join('+')));
}

/** The sentences of a Killer step (its effect not included). */
export function killerSentences(step: Step): string[] {
  const k = step.killer;
  if (!k) return [];
  const cells = cellsName(k.cells);
  switch (step.technique) {
    case 'cage-combination': {
      const combos = k.combos ?? [];
      const cage = k.cages[0];
      const whole = k.cells.length === cage.cells.length;
      return [
        t(whole ? 'step.why.cage-combination.whole' : 'step.why.cage-combination.rest', {
          cage: cageName(cage),
          cells,
          sum: k.sum,
        }),
        t(
          combos.length === 1 ? 'step.why.cage-combination.set' : 'step.why.cage-combination.sets',
          {
            sum: k.sum,
            combos: combosText(combos),
          },
        ),
      ];
    }
    case 'cage-unit-overlap': {
      const values = { cage: cageName(k.cages[0]), cells, digit: k.digit ?? step.digits[0] };
      if (k.side === 'out') {
        return [
          t('step.why.cage-unit-overlap.out', {
            ...values,
            unit: unitName(step.units[0]),
            combos: combosText(k.combos ?? []),
          }),
        ];
      }
      return [t('step.why.cage-unit-overlap.in', values)];
    }
    default:
      return ruleOf45(step);
  }
}

function ruleOf45(step: Step): string[] {
  const k = step.killer!;
  const total = k.total ?? 0;
  const inside = k.inside ?? 0;
  const rest = total - inside;
  const parts = [
    t(
      step.units.length === 1 ? 'step.why.rule-of-45.total.one' : 'step.why.rule-of-45.total.other',
      {
        units: unitsName(step.units),
        n: stepGeometry().size,
        total,
      },
    ),
  ];
  if (k.side === 'out') {
    const reaching = k.reaching ?? 0;
    parts.push(t('step.why.rule-of-45.out', { inside, rest, reaching, outside: reaching - rest }));
  } else if ((k.insideCount ?? 0) === 0) {
    parts.push(t('step.why.rule-of-45.in.none', { rest }));
  } else {
    parts.push(t('step.why.rule-of-45.in', { inside, rest }));
  }
  const cells = cellsName(k.cells);
  const known = k.known ?? 0;
  if (known > 0) parts.push(t('step.why.rule-of-45.known', { known, cells, sum: k.sum }));
  else
    parts.push(
      t(k.cells.length === 1 ? 'step.why.rule-of-45.cell' : 'step.why.rule-of-45.cells', {
        cells,
        sum: k.sum,
      }),
    );
  if (k.combos && k.cells.length > 1)
    parts.push(t('step.why.rule-of-45.combos', { combos: combosText(k.combos) }));
  return parts;
}

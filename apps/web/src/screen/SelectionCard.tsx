import { createElement } from 'react';
import { cardOf, useFeatures } from '../features/feature.ts';
import { useSelection } from '../selection/selection.store.ts';

/** The card of what is selected (the vessel panel, the SBNP card), keyed by the thing. */
export function SelectionCard() {
  const features = useFeatures();
  const selected = useSelection((s) => s.selected);
  if (!selected) return null;
  const Card = cardOf(features, selected.kind);
  return Card
    ? createElement(Card, { key: `${selected.kind}:${selected.id}`, id: selected.id })
    : null;
}

import { useState } from 'react';

/**
 * The text of a field as the user typed it, beside the value it stands for. The field shows the
 * text; only a value set from outside (a loaded record, a reset) replaces it, not the value the
 * field itself reported, so '12,5' stays '12,5' while the form holds '12.5'.
 */
export function useTypedText<T>(
  value: T,
  toValue: (text: string) => T,
  toText: (value: T) => string = String,
  same: (a: T, b: T) => boolean = Object.is,
): [string, (typed: string) => T] {
  const [text, setText] = useState(() => toText(value));
  const [reported, setReported] = useState(value);
  if (!same(value, reported)) {
    setReported(value);
    setText(toText(value));
  }
  const type = (typed: string) => {
    const next = toValue(typed);
    setText(typed);
    setReported(next);
    return next;
  };
  return [text, type];
}

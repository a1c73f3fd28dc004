/** A refused import's messages, one per wrong cell, in row order; messages not about a row first. */
export interface CellProblem {
  row: number | null;
  column: string | null;
  message: string;
}

/** Reads `rows.<line>.<column>` field errors (and any others, such as `file`) into a list a person reads top to bottom. */
export function cellProblems(fieldErrors: Record<string, string[]>): CellProblem[] {
  const problems = Object.entries(fieldErrors).flatMap(([field, messages]) => {
    const match = /^rows\.(\d+)\.(.+)$/.exec(field);
    return messages.map((message) =>
      match ? { row: Number(match[1]), column: match[2]!, message } : { row: null, column: null, message },
    );
  });
  return problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

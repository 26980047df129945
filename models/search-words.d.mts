export function searchWordsOf(values: unknown[]): string[];
export function queryWordsOf(q: string): string[];
export function searchWordsFilter(q: string): Record<string, unknown>;

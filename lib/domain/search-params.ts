/** A page's search params with the first value of each repeated one, as the list schemas read them. */
export const firstValues = (raw: Record<string, string | string[] | undefined>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));

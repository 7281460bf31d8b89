/** How many pages `total` rows fill at `perPage` a page: at least one, even when empty. */
export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

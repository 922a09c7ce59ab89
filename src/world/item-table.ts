import { catalogItem, type CatalogItem } from "./catalog-item";
import { WeightedTable, type Weighted } from "./weighted-table";

/** A weighted table of the shared catalogue items of some names, built once at load. */
export function itemTable<N extends string>(
  catalog: string,
  names: readonly Weighted<N>[],
): WeightedTable<CatalogItem<N>> {
  return new WeightedTable(names.map(([name, weight]) => [catalogItem(catalog, name), weight]));
}

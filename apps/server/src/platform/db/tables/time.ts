/** Times are stored as UTC instants in ISO-8601 text (sortable, identical on both databases). */
export type IsoTime = string;

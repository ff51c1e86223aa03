/**
 * One shape for every option list, whatever answered it: a fixed list of the definition, rows of
 * another resource, or a named source of the server. Tree sources nest through `children`.
 */
export type OptionValue = string | number | boolean;

export interface OptionItem {
  readonly value: OptionValue;
  /** a label key for fixed lists (translated by the widget), the text itself otherwise */
  readonly label: string;
  readonly children?: readonly OptionItem[];
}

/**
 * What a named option source of the server answers (GET /sso/options/{source}: { data: OptionNode[] }).
 * A tree node adds its code and level, and whether it has children: the document form sends,
 * per level, whether the chosen node has children.
 */
export interface OptionNode extends OptionItem {
  /** row ids or column values; a server source never answers a boolean */
  readonly value: number | string;
  readonly code?: string;
  readonly level?: number;
  readonly has_children?: boolean;
  readonly children?: readonly OptionNode[];
}

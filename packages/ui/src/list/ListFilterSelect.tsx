export interface ListFilterOption<V extends string> {
  value: V;
  label: string;
}

export interface ListFilterSelectProps<V extends string> {
  /** The accessible name, e.g. 'Status'. */
  label: string;
  /** The choice that filters nothing, e.g. 'Alle Status'. */
  allLabel: string;
  options: readonly ListFilterOption<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** A filter beside a list's search field: the browser's own select in the list's look. */
export function ListFilterSelect<V extends string>({ label, allLabel, options, value, onChange }: ListFilterSelectProps<V>) {
  return (
    <select
      className="list-select"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

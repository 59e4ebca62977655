/** One choice of a list's GET filter form (.filters): a labelled select keeping the current value. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The first option, meaning "no filter" (value ""); none for a choice that always applies. */
  allLabel?: string;
}) {
  const id = `filtre-${name}`;
  return (
    <div className="filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="field__input field__input--select"
        defaultValue={value}
        // A new value from the address (back button, reset link) replaces the uncontrolled one.
        key={`${name}-${value}`}
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

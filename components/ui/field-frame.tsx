/** The id of the message that describes a field: its error when there is one, else its hint. */
function describedBy(id: string | undefined, error?: string, hint?: string): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** What every field's control carries: its id, whether it is invalid, and the message that describes it. */
export function controlProps(id: string | undefined, error?: string, hint?: string) {
  return { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy(id, error, hint), className: "field" };
}

/** A form control with its label above and its hint or error below (TextField, SelectField, TextAreaField). */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className = "",
  children,
}: {
  id: string | undefined;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { forwardRef } from "react";
import { controlProps, FieldFrame } from "./field-frame";

type Props = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its field message. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...controlProps(id, error, hint)} {...props} />
    </FieldFrame>
  );
});

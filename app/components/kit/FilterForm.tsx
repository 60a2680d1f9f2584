// The one filter form: a GET form with labelled controls and a visible Apply button, so it works
// without JavaScript; with it, a change submits by itself (typing debounced) without a full reload, and
// the URL follows. Its fields follow the URL when it changes elsewhere (back button, a link).
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

/** The form's fields as a clean query: empty values dropped, a repeated name keeps its last value. */
export function cleanQuery(form: HTMLFormElement): URLSearchParams {
  const last = new Map<string, string>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") last.set(name, value);
  }
  const params = new URLSearchParams();
  for (const [name, value] of last) if (value !== "") params.set(name, value);
  return params;
}

export function FilterForm({ action, label, children, className = "" }: { action: string; label: string; children: ReactNode; className?: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function send(form: HTMLFormElement) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    submit(cleanQuery(form), { method: "get", action, replace: true, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    if (target.type === "search" || target.type === "text") {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => send(form), SEARCH_DEBOUNCE_MS);
    } else {
      send(form);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(event.currentTarget);
  }

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onChange={onChange}
      onSubmit={onSubmit}
      className={`flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      {children}
      <button
        type="submit"
        className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
      >
        Apply
      </button>
    </Form>
  );
}

/** A search box that follows the URL when it changes elsewhere (back button), but not while the fan types. */
export function SearchField({ name, label, value, placeholder }: { name: string; label: string; value: string; placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (element && document.activeElement !== element && element.value !== value) element.value = value;
  }, [value]);
  return (
    // At least 12rem wide (14rem from sm): a narrower label let the input overflow under its neighbour,
    // a touch target Lighthouse found obscured (target-size) on /seasons.
    <label className="flex min-w-[12rem] max-w-full sm:min-w-[14rem] flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        ref={input}
        type="search"
        name={name}
        defaultValue={value}
        placeholder={placeholder}
        maxLength={100}
        className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
    </label>
  );
}

export type Option = { value: string; label: string };

/** A select that follows the URL when a navigation changes it (keeps focus, unlike a remount). */
export function SelectField({ name, label, value, options }: { name: string; label: string; value: string; options: Array<Option> }) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current && select.current.value !== value) select.current.value = value;
  }, [value]);
  return (
    <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <select
        ref={select}
        name={name}
        defaultValue={value}
        className="w-full max-w-full truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A checkbox that is on by default: a hidden twin sends `0` and the checkbox, when ticked, a later
 * `1`, so the last value wins and an unticked box still reaches the server.
 */
export function DefaultOnCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current && box.current.checked !== checked) box.current.checked = checked;
  }, [checked]);
  return (
    <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-700">
      <input type="hidden" name={name} value="0" />
      <input ref={box} type="checkbox" name={name} value="1" defaultChecked={checked} className="h-4 w-4" />
      {label}
    </label>
  );
}

/** A date picker (yyyy-mm-dd) that follows the URL. */
export function DateField({ name, label, value, min, max }: { name: string; label: string; value: string; min?: string; max?: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [value]);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        ref={input}
        type="date"
        name={name}
        defaultValue={value}
        min={min}
        max={max}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
    </label>
  );
}

// The one filter form: a GET form with labelled controls and a visible Apply button, so it works
// without JavaScript; with it, a change submits by itself (typing debounced) without a full reload, and
// the URL follows. Its fields follow the URL when it changes elsewhere (back button, a link). A control
// the fan changed before the scripts arrived is sent once they do, not lost.
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

/** Whether a control differs from what the server rendered: the fan changed it before the page hydrated. */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      // The option the server marked, or the first when it marked none (as the browser chooses it).
      const rendered = Math.max(
        0,
        Array.from(element.options).findIndex((option) => option.defaultSelected),
      );
      if (element.selectedIndex !== rendered) return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio" ? element.checked !== element.defaultChecked : element.value !== element.defaultValue)
        return true;
    }
  }
  return false;
}

export function FilterForm({ action, label, children, className = "" }: { action: string; label: string; children: ReactNode; className?: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (form && changedBeforeHydration(form)) send(form);
    // Once, on hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      ref={formRef}
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

/**
 * Applies a control's value from the URL when a navigation changes it, never on mount: on hydration
 * the server rendered that value already, and the control may hold a change the fan made before the
 * scripts arrived (FilterForm sends it).
 */
function useFollowUrl<T>(value: T, apply: (value: T) => void): void {
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    apply(value);
    // apply reads refs only; value is the one dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}

/** A search box that follows the URL when it changes elsewhere (back button), but not while the fan types. */
export function SearchField({ name, label, value, placeholder }: { name: string; label: string; value: string; placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  useFollowUrl(value, (next) => {
    const element = input.current;
    if (element && document.activeElement !== element && element.value !== next) element.value = next;
  });
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
  useFollowUrl(value, (next) => {
    if (select.current && select.current.value !== next) select.current.value = next;
  });
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
  useFollowUrl(checked, (next) => {
    if (box.current && box.current.checked !== next) box.current.checked = next;
  });
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
  useFollowUrl(value, (next) => {
    if (input.current && input.current.value !== next) input.current.value = next;
  });
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

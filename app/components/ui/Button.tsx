// Buttons and button-styled links in the site's theme colours.
import { Link } from "@remix-run/react";
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-primary-800 hover:bg-primary-50",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = "primary", className = "", type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  reloadDocument?: boolean;
  /** Replace the current history entry and keep the scroll position (a filter's "Clear"). */
  replace?: boolean;
  preventScrollReset?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export function ButtonLink({ to, children, variant = "primary", className = "", ...linkProps }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant, className)} {...linkProps}>
      {children}
    </Link>
  );
}

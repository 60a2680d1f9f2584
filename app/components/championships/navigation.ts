// Whether a client-side navigation to a path is loading, so a page can show its loading words meanwhile.
import { useNavigation } from "@remix-run/react";

export function useLoadingPath(matches: (pathname: string) => boolean): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location !== undefined && matches(navigation.location.pathname);
}

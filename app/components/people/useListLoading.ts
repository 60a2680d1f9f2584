// True while a directory's list reloads (a filter, sort or page changed); opening a card (`open`) is
// not a reload, so it never flashes the skeleton.
import { useLocation, useNavigation } from "@remix-run/react";

export function useListLoading(ignored: ReadonlyArray<string> = ["open"]): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname !== location.pathname) return false;
  const strip = (search: string) => {
    const params = new URLSearchParams(search);
    for (const name of ignored) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(navigation.location.search) !== strip(location.search);
}

// True while the data of the current page (same path) is reloading: a filter, page or sort change.
// Pages show their skeleton then; a navigation to another page leaves this one as it is.
import { useLocation, useNavigation } from "@remix-run/react";

export function useRouteLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === location.pathname;
}

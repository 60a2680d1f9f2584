// The hub's sport switcher: All Sports and each sport as links on the `sport` parameter (a sport site has none).
import { TabLinks } from "~/components/kit/TabLinks";
import { SPORTS, sportName } from "@core/sports";

export function SportSwitcher({ active, label }: { active: string; label: string }) {
  const tabs = [{ id: "", label: "All Sports" }, ...SPORTS.map((sport) => ({ id: sport, label: sportName(sport) }))];
  return <TabLinks tabs={tabs} active={active} param="sport" label={label} defaultTab="" />;
}

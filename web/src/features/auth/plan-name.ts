import { MACHINE_PLATFORM_NAMES, PLAN_LIST } from '@pointforge/domain';

/** A plan's display name ('Enterprise', 'Trial'); an id the catalogue does not know is shown as it is. */
export function planName(plan: string): string {
  return PLAN_LIST.find((known) => known.id === plan)?.name ?? plan;
}

/** How people spell a platform the desktop app reported ('macOS'); one the site does not know is shown as it is. */
export function platformName(platform: string): string {
  return (MACHINE_PLATFORM_NAMES as Readonly<Record<string, string>>)[platform] ?? platform;
}

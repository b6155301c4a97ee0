/**
 * The modules the section table (sections.ts) may name as screens, each loaded lazily: a chunk
 * of its own, fetched when its screen first opens (react-image-crop comes only with Members, the
 * zip library only with Settings' Backup page). A screen module's name ends in Admin or Page, one
 * folder down (the dashboard's is Dashboard); the other modules of a folder load with its screens.
 */
import { lazy, type ComponentType } from 'react';

type ScreenProps = Record<string, string>;
type ScreenModule = Record<string, ComponentType<ScreenProps>>;

export const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  './*/*Admin.tsx',
  './*/*Page.tsx',
  './dashboard/Dashboard.tsx',
]);

const screens = new Map<string, ComponentType<ScreenProps>>();

/** The lazily loaded component of a screen the table names, made once per module. */
export function screenComponent(screen: string): ComponentType<ScreenProps> {
  let component = screens.get(screen);
  if (!component) {
    const load = SCREEN_MODULES[`./${screen}.tsx`];
    if (!load)
      throw new Error(`The admin table names src/admin/${screen}.tsx, which is no screen.`);
    const name = screen.split('/').pop() ?? screen;
    component = lazy(async () => {
      const exported = (await load())[name];
      if (!exported) throw new Error(`src/admin/${screen}.tsx exports no component ${name}.`);
      return { default: exported };
    });
    screens.set(screen, component);
  }
  return component;
}

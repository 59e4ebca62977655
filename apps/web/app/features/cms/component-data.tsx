import { createContext, type ReactNode, useContext } from "react";

/**
 * Data of the `data-component` placeholders of a page, loaded by the route's loader
 * (component-data.server.ts) and read by the components, keyed by component and props.
 */
export type ComponentDataMap = Record<string, unknown>;

/** The same placeholder (same component, same props) shares one entry. */
export const componentKey = (component: string, props: Record<string, unknown>) =>
  `${component}:${JSON.stringify(props)}`;

const ComponentDataContext = createContext<ComponentDataMap>({});

export function ComponentDataProvider({ data, children }: { data: ComponentDataMap; children: ReactNode }) {
  return <ComponentDataContext.Provider value={data}>{children}</ComponentDataContext.Provider>;
}

/** What the loader fetched for this placeholder; undefined when it had nothing (unknown album…). */
export function useComponentData<T>(component: string, props: Record<string, unknown>): T | undefined {
  const data = useContext(ComponentDataContext);
  return (data[componentKey(component, props)] ?? undefined) as T | undefined;
}

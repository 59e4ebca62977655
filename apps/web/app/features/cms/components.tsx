import type { ComponentType } from "react";

/**
 * Components that layouts place with `data-component`. Content components (services list,
 * projects, blog cards, forms, map…) register here as they are built.
 */
export const layoutComponents: Record<string, ComponentType<Record<string, unknown>>> = {};

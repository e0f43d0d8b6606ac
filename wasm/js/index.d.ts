export * from "./lines_of_action.js";
export { default } from "./lines_of_action.js";
import type { RulePreset, Variant } from "./lines_of_action.js";

/** Every variant's name, in the engine's order: what `variants()` returns. */
export declare const VARIANTS: readonly Variant[];

/** The rule presets' names, the default first: what `rulePresets()` returns. */
export declare const RULE_PRESETS: readonly RulePreset[];

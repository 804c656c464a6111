// Tokens (importing them applies the reset and the light theme).
export { vars, focusRing, sprinkles, breakpoints, dialogSize, durations, pageSizes, limits, ratingScale, percentScale } from './tokens';
export type { Sprinkles, Breakpoint } from './tokens';

// Languages.
export { UiProvider, uiMessages } from './i18n/UiProvider';
export type { UiProviderProps } from './i18n/UiProvider';
export { locales, defaultLocale, isLocale } from './i18n/locales';
export type { Locale } from './i18n/locales';

// Primitives.
export { Button, buttonVariants, buttonSizes } from './primitives/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './primitives/Button';
export { Spinner, spinnerSizes } from './primitives/Spinner';
export type { SpinnerProps, SpinnerSize } from './primitives/Spinner';

// --- Primitives: layout and display (Box, Stack, Inline, Columns, Text, Heading, Link, IconButton, Badge, Avatar, Card, EmptyState, Tabs, Table) ---

// --- Primitives: form fields (TextField, TextArea, NumberField, NumericInput, Select, Checkbox, CheckboxGroup, RadioGroup, Switch, Slider, DatePicker) ---

// --- Primitives: overlays and feedback (Dialog, ConfirmDialog, ErrorDialog, Notifications, Tooltip, Popover, ProgressBar, LoadingOverlay, EnvironmentBanner) ---

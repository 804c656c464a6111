// Tokens (importing them applies the reset and the light theme).
export {
  vars,
  focusRing,
  sprinkles,
  breakpoints,
  dialogSize,
  durations,
  pageSizes,
  limits,
  listSizes,
  ratingScale,
  percentScale,
} from './tokens';
export type { Sprinkles, Breakpoint } from './tokens';

// Languages.
export { UiProvider } from './i18n/UiProvider';
export type { UiProviderProps, Messages } from './i18n/UiProvider';
export { uiMessages } from './i18n/messages';
export { locales, defaultLocale, isLocale } from './i18n/locales';
export { formatDomainText } from './i18n/domainText';
export type { Locale } from './i18n/locales';

// Primitives.
export { Button, buttonVariants, buttonSizes } from './primitives/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './primitives/Button';
export { Spinner, spinnerSizes, ProgressCircle } from './primitives/Spinner';
export type { SpinnerProps, SpinnerSize, ProgressCircleProps } from './primitives/Spinner';

// --- Primitives: layout and display (Box, Stack, Inline, Columns, Text, Heading, Link, IconButton, Badge, Avatar, Card, EmptyState, Tabs, Table) ---
export { Box, Stack, Inline, Columns } from './primitives/Layout';
export type { BoxProps, StackProps, InlineProps, ColumnsProps } from './primitives/Layout';
export { Text, Heading, textSizes, textTones } from './primitives/Text';
export type { TextProps, HeadingProps } from './primitives/Text';
export { Icon, iconNames } from './primitives/Icon';
export type { IconName, IconProps } from './primitives/Icon';
export { Link } from './primitives/Link';
export type { LinkProps } from './primitives/Link';
export { IconButton, iconButtonVariants } from './primitives/IconButton';
export type { IconButtonProps } from './primitives/IconButton';
export { Badge, SubscriptionBadge, PslBadge, DemoBadge, badgeTones, subscriptions } from './primitives/Badge';
export type { BadgeProps, BadgeTone, Subscription, SubscriptionBadgeProps } from './primitives/Badge';
export { Avatar, avatarSizes, initialsOf } from './primitives/Avatar';
export type { AvatarProps } from './primitives/Avatar';
export { Card } from './primitives/Card';
export type { CardProps } from './primitives/Card';
export { EmptyState } from './primitives/EmptyState';
export type { EmptyStateProps } from './primitives/EmptyState';
export { Tabs } from './primitives/Tabs';
export type { TabsProps, TabItem, TabKey } from './primitives/Tabs';
export { Table, Pagination } from './primitives/Table';
export type { TableColumn, TableProps, PaginationProps } from './primitives/Table';
export { PageHeader } from './primitives/PageHeader';
export type { PageHeaderProps } from './primitives/PageHeader';
export { SummaryList, summaryListColumns } from './primitives/SummaryList';
export type { SummaryListProps, SummaryItem } from './primitives/SummaryList';
export { Skeleton, SkeletonText, skeletonHeights } from './primitives/Skeleton';
export type { SkeletonProps, SkeletonTextProps, SkeletonHeight } from './primitives/Skeleton';

// --- Primitives: form fields (TextField, TextArea, NumberField, NumericInput, Select, Checkbox, CheckboxGroup, RadioGroup, Switch, Slider, DatePicker) ---
export { FieldLabel, FieldHelp, fieldStyles, visuallyHidden } from './primitives/Field';
export type { FieldProps } from './primitives/Field';
export { TextField, textFieldTypes } from './primitives/TextField';
export type { TextFieldProps, TextFieldType } from './primitives/TextField';
export { TextArea } from './primitives/TextArea';
export type { TextAreaProps } from './primitives/TextArea';
export { NumberField } from './primitives/NumberField';
export type { NumberFieldProps } from './primitives/NumberField';
export { NumericInput, digitsOnly, isDigitInput } from './primitives/NumericInput';
export type { NumericInputProps } from './primitives/NumericInput';
export { Select } from './primitives/Select';
export type { SelectOption, SelectProps } from './primitives/Select';
export { Checkbox, CheckboxGroup } from './primitives/Checkbox';
export type { CheckboxProps, CheckboxGroupProps } from './primitives/Checkbox';
export { Radio, RadioGroup } from './primitives/RadioGroup';
export type { RadioProps, RadioGroupProps } from './primitives/RadioGroup';
export { Switch } from './primitives/Switch';
export type { SwitchProps } from './primitives/Switch';
export { Slider, sliderPresets } from './primitives/Slider';
export type { SliderProps, SliderPreset } from './primitives/Slider';
export { DatePicker, toCalendarDate, fromCalendarDate, toLocalMidnight, localDateOf } from './primitives/DatePicker';
export type { DatePickerProps } from './primitives/DatePicker';

// --- Primitives: overlays and feedback (Dialog, ConfirmDialog, ErrorDialog, Notifications, Tooltip, Popover, Menu, InlineAlert, ProgressBar, LoadingOverlay, EnvironmentBanner) ---
export { Dialog, dialogSizes, ConfirmDialog, ErrorDialog } from './primitives/Dialog';
export type { DialogProps, DialogSize, ConfirmDialogProps, ErrorDialogProps, ErrorDetails } from './primitives/Dialog';
export { NotificationProvider, useNotify, notificationTones } from './primitives/Notifications';
export type { Notification, Notify, NotificationTone, NotificationProviderProps } from './primitives/Notifications';
export { Tooltip } from './primitives/Tooltip';
export type { TooltipProps } from './primitives/Tooltip';
export { Popover } from './primitives/Popover';
/** A component loaded on first use, with its preload (Menu, Popover and Select use it for their open parts). */
export { useAfterFirstPaint } from './primitives/afterFirstPaint';
export { firstUse } from './primitives/firstUse';
export type { PopoverProps } from './primitives/Popover';
export { Menu, menuActionTones, menuPlacements } from './primitives/Menu';
export type { MenuProps, MenuAction, MenuSectionData, MenuActionTone, MenuPlacement } from './primitives/Menu';
export { InlineAlert, inlineAlertTones } from './primitives/InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './primitives/InlineAlert';
export { ProgressBar } from './primitives/ProgressBar';
export type { ProgressBarProps } from './primitives/ProgressBar';
export { LoadingOverlay } from './primitives/LoadingOverlay';
export type { LoadingOverlayProps } from './primitives/LoadingOverlay';
export { EnvironmentBanner, environments } from './primitives/EnvironmentBanner';
export type { EnvironmentBannerProps, Environment } from './primitives/EnvironmentBanner';

// --- Widgets ---
export { StarRating, clampRating, starFills, ratingAfterKey, RATING_MAX, RATING_STEP, NEW_RATING } from './widgets/StarRating';
export type { StarRatingProps } from './widgets/StarRating';
export { Stepper } from './widgets/Stepper';
export type { StepperProps, StepperStep } from './widgets/Stepper';
export { RelativeTime } from './widgets/RelativeTime';
export type { RelativeTimeProps } from './widgets/RelativeTime';
export { ApplicationStatus, applicationStatusTones } from './widgets/ApplicationStatus';
export type { ApplicationStatusProps } from './widgets/ApplicationStatus';
export { JobStatusBadge, jobStatusTones } from './widgets/JobStatusBadge';
export type { JobStatusBadgeProps } from './widgets/JobStatusBadge';
export { ConsultantStatusBadge, consultantStatusTones } from './widgets/ConsultantStatusBadge';
export type { ConsultantStatusBadgeProps } from './widgets/ConsultantStatusBadge';
export { ConsultantList, ConsultantRow, plainText } from './widgets/ConsultantRow';
export type { ConsultantRowAction, ConsultantRowProps } from './widgets/ConsultantRow';
export { VacancyCard, VacancyCardList, VacancyCardSkeleton } from './widgets/VacancyCard';
export type { VacancyCardProps } from './widgets/VacancyCard';
export { InvitationCard, InvitationList } from './widgets/InvitationCard';
export type { InvitationCardProps } from './widgets/InvitationCard';
export { VacancyStatusCounts, vacancyCountStatuses } from './widgets/VacancyStatusCounts';
export type { VacancyStatusCountsProps } from './widgets/VacancyStatusCounts';
export { StatusHistory } from './widgets/StatusHistory';
export { NoteList } from './widgets/NoteList';
export type { NoteListItem, NoteListProps } from './widgets/NoteList';
export type { StatusHistoryEntry, StatusHistoryProps } from './widgets/StatusHistory';
export {
  Autocomplete,
  autocompleteSelectionModes,
  filterOptions,
  findExactOption,
  newEntry,
  resolveTypedText,
  splitEntries,
  toggleOption,
} from './widgets/Autocomplete';
export type {
  AutocompleteProps,
  AutocompleteSingleProps,
  AutocompleteMultipleProps,
  AutocompleteOption,
  AutocompletePage,
  AutocompleteLoader,
} from './widgets/Autocomplete';
export { Uploader, formatBytes } from './widgets/Uploader';
export type { UploaderProps, UploadFunction, UploadOptions, UploadItem } from './widgets/Uploader';
export { ConsultantPicker, initialConsultantFilters } from './widgets/ConsultantPicker';
export type {
  ConsultantPickerProps,
  ConsultantFilters,
  ConsultantPage,
  ConsultantLoader,
  ConsultantReferenceLists,
} from './widgets/ConsultantPicker';
// The rich-text editor: a lazy wrapper, so ProseMirror loads as its own chunk only where an editor shows.
export { RichTextEditor, RichTextView } from './widgets/Editor';
export type { RichTextEditorProps, RichTextViewProps, Mention, MentionFeed, EditorToolbar } from './widgets/Editor';
export { MoneyInput, moneyCurrencies, parseAmount } from './widgets/MoneyInput';
export type { MoneyInputProps, MoneyCurrency } from './widgets/MoneyInput';
export { RevenueCalculator } from './widgets/RevenueCalculator';
export type { RevenueCalculatorProps, RevenueCalculatorValue } from './widgets/RevenueCalculator';
export { InterestsBreakdown } from './widgets/InterestsBreakdown';
export type { InterestsBreakdownProps } from './widgets/InterestsBreakdown';
export { UserInfoPopover, UserInfoCard, userInfoVisibility, subscriptionOf } from './widgets/UserInfoPopover';
export type { UserInfoPopoverProps, UserInfoCardProps, UserInfoVisibility } from './widgets/UserInfoPopover';
export { VacancyTable, vacancyTableVariants } from './widgets/VacancyTable';
export type { VacancySort, VacancySortField, VacancyTableProps, VacancyTableRow, VacancyTableVariant } from './widgets/VacancyTable';
export { VacancyFilters, emptyVacancyFilters } from './widgets/VacancyFilters';
export type { VacancyFilterOption, VacancyFilterOptions, VacancyFilterValues, VacancyFiltersProps } from './widgets/VacancyFilters';
export { VacancyStatistics } from './widgets/VacancyStatistics';
export type { VacancyStatisticsProps, VacancyStatisticsValues } from './widgets/VacancyStatistics';

// --- Dialogs: the form-dialog pattern (FormDialog, useSchemaForm, FormRefusal) and every dialog built on it ---
export { FormDialog, formDialogSizes, useSchemaForm, focusFirstInvalid, FormRefusal, isFormRefusal } from './dialogs/FormDialog';
export type {
  FormDialogProps,
  FormDialogSize,
  SchemaForm,
  SchemaFormOptions,
  FieldBinding,
  CheckboxBinding,
  SelectBinding,
  FormValues,
  FormRefusalInit,
} from './dialogs/FormDialog';
export { PutOnHoldDialog } from './dialogs/PutOnHoldDialog';
export type { PutOnHoldDialogProps, PutOnHoldValues } from './dialogs/PutOnHoldDialog';
export { ReasonCommentDialog } from './dialogs/ReasonCommentDialog';
export type {
  ReasonCommentDialogProps,
  ReasonCommentPassThrough,
  ReasonCommentTexts,
  ReasonCommentValues,
  ReasonListProps,
} from './dialogs/ReasonCommentDialog';
export { WithdrawCandidateDialog } from './dialogs/WithdrawCandidateDialog';
export type { WithdrawCandidateDialogProps, WithdrawCandidateValues } from './dialogs/WithdrawCandidateDialog';
export { DeclineInvitationDialog } from './dialogs/DeclineInvitationDialog';
export type { DeclineInvitationDialogProps, DeclineInvitationValues } from './dialogs/DeclineInvitationDialog';
export { WithdrawApplicationDialog } from './dialogs/WithdrawApplicationDialog';
export type { WithdrawApplicationDialogProps, WithdrawApplicationValues } from './dialogs/WithdrawApplicationDialog';
export { RejectConsultantDialog } from './dialogs/RejectConsultantDialog';
export type { RejectConsultantDialogProps, RejectConsultantValues } from './dialogs/RejectConsultantDialog';
export { ConfirmActionDialog } from './dialogs/ConfirmActionDialog';
export type { ConfirmActionDialogProps, ConfirmActionPassThrough, ConfirmActionTexts } from './dialogs/ConfirmActionDialog';
export { ActivateConsultantDialog } from './dialogs/ActivateConsultantDialog';
export type { ActivateConsultantDialogProps } from './dialogs/ActivateConsultantDialog';
export { ReactivateConsultantDialog } from './dialogs/ReactivateConsultantDialog';
export type { ReactivateConsultantDialogProps } from './dialogs/ReactivateConsultantDialog';
export { RequestTestimonialDialog } from './dialogs/RequestTestimonialDialog';
export type { RequestTestimonialDialogProps } from './dialogs/RequestTestimonialDialog';
export { CancelVacancyDialog } from './dialogs/CancelVacancyDialog';
export type { CancelVacancyDialogProps, CancelVacancyValues } from './dialogs/CancelVacancyDialog';
export { ApplyToVacancyDialog } from './dialogs/ApplyToVacancyDialog';
export type { ApplyToVacancyDialogProps, ApplyToVacancyValues } from './dialogs/ApplyToVacancyDialog';
export { BackupCandidateDialog } from './dialogs/BackupCandidateDialog';
export type { BackupCandidateDialogProps, BackupCandidateValues } from './dialogs/BackupCandidateDialog';
export { RejectCandidateDialog } from './dialogs/RejectCandidateDialog';
export type { RejectCandidateDialogProps, RejectCandidateValues } from './dialogs/RejectCandidateDialog';
export { MakeOfferDialog } from './dialogs/MakeOfferDialog';
export type { MakeOfferDialogProps, MakeOfferValues } from './dialogs/MakeOfferDialog';
export { ReactivateCandidateDialog } from './dialogs/ReactivateCandidateDialog';
export type { ReactivateCandidateDialogProps } from './dialogs/ReactivateCandidateDialog';
export { AssessmentFeedbackDialog } from './dialogs/AssessmentFeedbackDialog';
export type {
  AssessmentLevelProps,
  AssessmentFeedbackDialogProps,
  AssessmentFeedbackPassThrough,
  AssessmentFeedbackValues,
} from './dialogs/AssessmentFeedbackDialog';
export { EditFeedbackDialog } from './dialogs/EditFeedbackDialog';
export type { EditFeedbackDialogProps } from './dialogs/EditFeedbackDialog';
export { EmployerFeedbackDialog } from './dialogs/EmployerFeedbackDialog';
export type { EmployerFeedbackDialogProps } from './dialogs/EmployerFeedbackDialog';
export { CompleteResearchDialog } from './dialogs/CompleteResearchDialog';
export type { CompleteResearchDialogProps, CompleteResearchValues } from './dialogs/CompleteResearchDialog';
export { RejectSubmissionDialog } from './dialogs/RejectSubmissionDialog';
export type { RejectSubmissionDialogProps, RejectSubmissionValues } from './dialogs/RejectSubmissionDialog';
export { WithdrawSubmissionDialog } from './dialogs/WithdrawSubmissionDialog';
export type { WithdrawSubmissionDialogProps, WithdrawSubmissionValues } from './dialogs/WithdrawSubmissionDialog';
export { HireCandidateDialog } from './dialogs/HireCandidateDialog';
export type { HireCandidateDialogProps, HireCandidateValues } from './dialogs/HireCandidateDialog';
export { InterviewDialog, zonedDateTime, zonedParts } from './dialogs/InterviewDialog';
export type { InterviewDialogProps, InterviewValues } from './dialogs/InterviewDialog';
export { CandidateConsentDialog } from './dialogs/CandidateConsentDialog';
export type { CandidateConsentDialogProps, CandidateConsentValues } from './dialogs/CandidateConsentDialog';
export { CandidateDocuments } from './dialogs/CandidateDocuments';
export type { CandidateDocumentsProps, LocaleUrls } from './dialogs/CandidateDocuments';
export { DownloadAttachmentsDialog } from './dialogs/DownloadAttachmentsDialog';
export type { DownloadAttachmentsDialogProps, DownloadAttachmentsValues } from './dialogs/DownloadAttachmentsDialog';
export { SubmitCandidateListDialog } from './dialogs/SubmitCandidateListDialog';
export type { SubmitCandidateListDialogProps, SubmitCandidateListValues } from './dialogs/SubmitCandidateListDialog';
export { SubmitCandidateDialog } from './dialogs/SubmitCandidateDialog';
export type {
  SubmitCandidateDialogProps,
  SubmitCandidateLoader,
  SubmitCandidateOption,
  SubmitCandidatePage,
  SubmitCandidateValues,
} from './dialogs/SubmitCandidateDialog';
// The two consultant steppers (invite, select suppliers) share ConsultantStepperDialog: its loader and preview types are theirs.
export { InviteConsultantsDialog } from './dialogs/InviteConsultantsDialog';
export type { InviteConsultantsDialogProps, InviteConsultantsValues, InvitePreviewRequest } from './dialogs/InviteConsultantsDialog';
export { SelectSuppliersDialog } from './dialogs/SelectSuppliersDialog';
export type { SelectSuppliersDialogProps, SelectSuppliersValues, SuppliersPreviewRequest } from './dialogs/SelectSuppliersDialog';
export type { ConsultantSelectionOptions, RenderedPreview, TemplateLoader, TemplateText } from './dialogs/ConsultantStepperDialog';
export { ConsultantRatings, withRating } from './dialogs/ConsultantRatings';
export type { ConsultantRatingsProps, ConsultantRatingValue, RatedConsultant } from './dialogs/ConsultantRatings';
export { NotificationDialog } from './dialogs/NotificationDialog';
export type { NotificationDialogProps } from './dialogs/NotificationDialog';
export { UpdatePlacementDialog } from './dialogs/UpdatePlacementDialog';
export type { UpdatePlacementDialogProps, UpdatePlacementValues } from './dialogs/UpdatePlacementDialog';
export { AgencyRevenueCalculatorDialog } from './dialogs/AgencyRevenueCalculatorDialog';
export type { AgencyRevenueCalculatorDialogProps } from './dialogs/AgencyRevenueCalculatorDialog';
export { FeedbackDialog } from './dialogs/FeedbackDialog';
export type { FeedbackDialogProps, FeedbackValues } from './dialogs/FeedbackDialog';
export { NoteDialog } from './dialogs/NoteDialog';
export type { NoteDialogProps, NoteValues } from './dialogs/NoteDialog';
export { TestimonialDialog } from './dialogs/TestimonialDialog';
export type { TestimonialDialogProps } from './dialogs/TestimonialDialog';
export { PaymentTermDialog } from './dialogs/PaymentTermDialog';
export type { PaymentTermDialogProps, PaymentTermValues } from './dialogs/PaymentTermDialog';
export { PaymentTermsDialog } from './dialogs/PaymentTermsDialog';
export type { ListedPaymentTerm, PaymentTermsDialogProps } from './dialogs/PaymentTermsDialog';
export { TaskDialog } from './dialogs/TaskDialog';
export type { TaskDialogProps, TaskValues } from './dialogs/TaskDialog';
export { ImageCropDialog } from './dialogs/ImageCropDialog';
export type { ImageCropDialogProps, ImageCropKind } from './dialogs/ImageCropDialog';
// The vacancy create/edit form (issue 15 §3) and the publish dialog.
export { VacancyForm, emptyVacancyFormValues, vacancyFeeKinds, vacancyCustomTermsChoices, vacancyFormInput } from './widgets/VacancyForm';
export type {
  VacancyFormProps,
  VacancyFormLists,
  VacancyFormIntent,
  VacancyFormValues,
  VacancyFeeKind,
  VacancyCustomTermsChoice,
} from './widgets/VacancyForm';
export { PublishVacancyDialog } from './dialogs/PublishVacancyDialog';
export type { PublishVacancyDialogProps, PublishVacancyValues } from './dialogs/PublishVacancyDialog';
// Candidates (issue 16): the form, the row of "My candidates", the profile, documents and consent of the candidate page.
export { CandidateForm, candidateInput, employedChoices } from './widgets/CandidateForm';
export type { CandidateFormProps, CandidateFormValues, EmployedChoice } from './widgets/CandidateForm';
export { CandidateList, CandidateRow } from './widgets/CandidateRow';
export type { CandidateRowProps } from './widgets/CandidateRow';
export { CandidateSummary, CandidateStatusBadge, CandidateFileList, CandidateConsentSummary } from './widgets/CandidateSummary';
export type { CandidateSummaryProps, CandidateProfile, CandidateFile, ConsentEvidence } from './widgets/CandidateSummary';
export { ApplicationCard, ApplicationList } from './widgets/ApplicationCard';
export { ShortlistCandidate } from './widgets/ShortlistCandidate';
export type { ShortlistCandidateFacts, ShortlistCandidateProps, ShortlistReview } from './widgets/ShortlistCandidate';
export type { ApplicationCardAction, ApplicationCardProps } from './widgets/ApplicationCard';
export { PlacementSummary } from './widgets/PlacementSummary';
export type { PlacementFigures, PlacementSummaryAction, PlacementSummaryProps } from './widgets/PlacementSummary';
export { CandidateListCard, CandidateListList, CandidateListStatusBadge } from './widgets/CandidateListCard';
export type { CandidateListCardAction, CandidateListCardProps, CandidateListDocument } from './widgets/CandidateListCard';
export { InterviewList, formatInterviewDate } from './widgets/InterviewList';
export type { InterviewItem, InterviewListProps } from './widgets/InterviewList';
export { TaskList, taskText } from './widgets/TaskList';
export type { TaskListItem, TaskListProps } from './widgets/TaskList';
// Inbox (issue 17 §2): a thread of the inbox list, a message of a thread.
export { ThreadList, ThreadRow } from './widgets/ThreadRow';
export type { ThreadRowProps } from './widgets/ThreadRow';
export { MessageItem } from './widgets/MessageItem';
export type { MessageItemProps, MessageAttachment } from './widgets/MessageItem';
export { MainNav } from './widgets/MainNav';
export type { MainNavItem, MainNavProps } from './widgets/MainNav';
export { NewThreadDialog } from './dialogs/NewThreadDialog';
export type { NewThreadDialogProps, NewThreadValues } from './dialogs/NewThreadDialog';
export { AddContactsDialog } from './dialogs/AddContactsDialog';
export type { AddContactsDialogProps, AddContactsValues, ContactsLoader } from './dialogs/AddContactsDialog';

export type TSummaryRow = { id: string; label: string; value: string };
export type TSummaryGroupId = 'personal' | 'document' | 'contact' | 'address' | 'trip' | 'extra';
export type TSummaryGroup = {
  id: TSummaryGroupId;
  title: string;
  /** The step whose form holds these answers (the group's Edit link). */
  step: 'personal-info' | 'additional-data';
  rows: TSummaryRow[];
};

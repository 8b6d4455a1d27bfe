export type TSummaryRow = { id: string; label: string; value: string };
export type TSummaryGroupId = 'personal' | 'document' | 'contact' | 'address' | 'consent' | 'trip' | 'extra';
/** A photo the hotel receives with the answers (the document's sides). */
export type TSummaryImage = { id: string; src: string; alt: string };
export type TSummaryGroup = {
  id: TSummaryGroupId;
  title: string;
  /** The step whose form holds these answers (the group's Edit link). */
  step: 'personal-info' | 'additional-data';
  /** The id of the form's section that holds these answers, where Edit lands. */
  section?: string;
  rows: TSummaryRow[];
  images?: TSummaryImage[];
};

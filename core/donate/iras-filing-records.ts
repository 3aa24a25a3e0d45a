// A file for IRAS as the staff API sends it (issue 55): one definition for the server and the console.

/** A file staff took for IRAS: an original (O) or an amendment (A), and when it was submitted. */
export type IrasFilingRecord = {
  id: string;
  basisYear: number;
  batch: 'O' | 'A';
  preparedAt: string;
  preparedBy: string;
  submittedOn: string | null;
  submittedBy: string | null;
  records: number;
  totalDollars: number;
};

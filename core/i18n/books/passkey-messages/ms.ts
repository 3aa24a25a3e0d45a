import type {PASSKEY_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  nameRequired: 'Beri kunci laluan itu nama, seperti "Komputer riba kerja".',
  nameTooLong: 'Nama kunci laluan tidak boleh melebihi 60 aksara.',
  notUnderstood: 'Jawapan kunci laluan tidak dapat difahami. Sila cuba lagi.',
  refused:
    'Kunci laluan itu tidak diterima. Gunakan kunci laluan yang disimpan untuk laman ini, atau log masuk dengan kata laluan anda.',
  notYours:
    'Kunci laluan itu tidak diterima untuk akaun ini. Gunakan kunci laluan yang disimpan untuknya, atau kod.',
  taken: 'Kunci laluan ini sudah disimpan, pada akaun ini atau akaun lain.',
  unavailable:
    'Kunci laluan memerlukan laman ini dibuka dengan namanya (seperti localhost), bukan alamat IP, dalam pelayar yang menyokongnya.',
  cancelled: 'Kunci laluan tidak digunakan. Cuba lagi apabila anda sudah bersedia.',
} satisfies Translation<typeof PASSKEY_MESSAGES>;

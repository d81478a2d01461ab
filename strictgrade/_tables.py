"""Data only: the word lists the extractor and normalizer read.

Anyone can extend these tables without touching the logic that uses them.
Every entry is lower case; matching is case-insensitive.
"""

from __future__ import annotations

from typing import Dict, Tuple

# Phrases that introduce the final answer, by language.  The text after the last
# one (to the end of its line or sentence) is the candidate.  Order does not matter.
ANSWER_ANCHORS: Dict[str, Tuple[str, ...]] = {
    "en": (
        "the final answer is",
        "final answer:",
        "my final choice is",
        "my final choice:",
        "final choice:",
        "the correct choice is",
        "the correct option is",
        "final answer is",
        "final answer",
        "the answer is",
        "answer is",
        "answer:",
        "# answer",
        "####",
        "formatted answer:",
    ),
    "zh": ("最终答案是", "最终答案为", "最终答案：", "最终答案:", "最终答案", "故答案为", "所以答案是", "所以答案为",
           "答案是", "答案为", "答案：", "答案:", "答：", "答:", "正确答案是", "正确答案为", "故选", "答案选", "应选", "所以选"),
    "es": ("la respuesta final es", "respuesta final:", "la respuesta correcta es", "la respuesta es", "respuesta:"),
    "fr": ("la réponse finale est", "réponse finale :", "réponse finale:", "la bonne réponse est", "la réponse est",
           "réponse :", "réponse:"),
    "de": ("die endgültige antwort ist", "endgültige antwort:", "die richtige antwort ist", "die richtige antwort lautet",
           "die korrekte antwort ist", "die antwort lautet", "die antwort ist", "antwort:"),
    "it": ("la risposta finale è", "risposta finale:", "la risposta corretta è", "la risposta è", "risposta:"),
    "pt": ("a resposta final é", "resposta final:", "a resposta correta é", "a resposta é", "resposta:"),
    "ru": ("окончательный ответ:", "окончательный ответ", "ответ:", "ответ —", "ответ -", "ответ равен", "ответ будет", "итак, ответ", "следовательно, ответ", "значит, ответ"),
    "ja": ("最終的な答えは", "最終解答：", "最終解答:", "答えは", "答え：", "答え:", "解答：", "解答:", "解答は", "正解は", "正しい答えは"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("الجواب النهائي هو", "الجواب النهائي:", "الإجابة النهائية هي", "الإجابة النهائية:", "الاجابة النهائية هي",
           "الاجابة النهائية:", "الإجابة الصحيحة هي", "الجواب الصحيح هو", "الجواب هو", "الجواب:", "الإجابة هي",
           "الإجابة:", "الاجابة هي", "الاجابة:"),
    "fa": ("پاسخ نهایی:", "پاسخ نهایی", "جواب نهایی:", "جواب نهایی", "پاسخ صحیح", "پاسخ درست", "پاسخ:", "پاسخ",
           "جواب:"),
    "hi": ("अंतिम उत्तर:", "अंतिम उत्तर है", "अंतिम उत्तर", "सही उत्तर है", "उत्तर है", "उत्तर:", "उत्तर", "जवाब:"),
    "bn": ("চূড়ান্ত উত্তর:", "চূড়ান্ত উত্তর", "চূড়ান্ত উত্তর", "সঠিক উত্তর", "উত্তর হলো", "উত্তর হল", "উত্তর:",
           "উত্তর"),
    "ko": ("최종 답:", "최종 답은", "최종 정답:", "최종 정답은", "최종 답안:", "정답:", "정답은", "답:", "답은", "답변:"),
    "th": ("คำตอบสุดท้ายคือ", "คำตอบสุดท้าย:", "คำตอบที่ถูกต้องคือ", "คำตอบคือ", "คำตอบ คือ", "คำตอบ:", "ตอบ:"),
    "he": ("התשובה הסופית היא", "התשובה הסופית:", "התשובה הנכונה היא", "התשובה היא", "התשובה:", "תשובה סופית:",
           "תשובה:"),
    "tr": ("nihai cevap:", "son cevap:", "doğru cevap", "cevap:", "cevap", "cevabı", "yanıt:", "yanıtı", "yanıt"),
    "vi": ("đáp án cuối cùng là", "đáp án cuối cùng:", "đáp án đúng là", "đáp án là", "đáp án:", "đáp án",
           "đáp số là", "đáp số:", "đáp số", "câu trả lời cuối cùng là", "câu trả lời là", "câu trả lời:"),
    "id": ("jawaban akhirnya adalah", "jawaban akhir adalah", "jawaban akhir:", "jawaban yang benar adalah",
           "jawabannya adalah", "jawabannya ialah", "jawabannya:", "jawabannya", "jawaban:", "jawapannya",
           "jawapan:"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("ostateczna odpowiedź to", "ostateczna odpowiedź:", "poprawna odpowiedź to", "prawidłowa odpowiedź to", "odpowiedź to", "odpowiedź brzmi", "odpowiedzią jest", "odpowiedź:"),
    "uk": ("остаточна відповідь:", "остаточна відповідь", "правильна відповідь", "відповідь:", "відповідь —", "відповідь -", "відповідь дорівнює", "відповідь буде", "отже, відповідь"),
    "nl": ("het uiteindelijke antwoord is", "uiteindelijk antwoord:", "eindantwoord:", "het juiste antwoord is", "het correcte antwoord is", "het antwoord is", "antwoord:"),
    "sv": ("det slutliga svaret är", "slutligt svar:", "slutsvar:", "det rätta svaret är", "det korrekta svaret är", "svaret är", "svaret:", "svar:"),
    "el": ("η τελική απάντηση είναι", "τελική απάντηση:", "η σωστή απάντηση είναι", "η απάντηση είναι", "απάντηση:"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("konečná odpověď je", "konečná odpověď:", "výsledná odpověď je", "správná odpověď je", "odpověď je", "odpověď zní", "odpovědí je", "odpověď:"),
    "ro": ("răspunsul final este", "răspunsul final:", "răspuns final:", "răspunsul corect este", "răspunsul este", "răspunsul:", "răspuns:"),
    "hu": ("a végső válasz:", "a végső válasz", "végső válasz:", "a helyes válasz:", "a helyes válasz", "a válasz:", "a válasz", "válasz:"),
    "fi": ("lopullinen vastaus on", "lopullinen vastaus:", "oikea vastaus on", "vastaus on", "vastaukseksi saadaan", "vastaus:"),
    "da": ("det endelige svar er", "endeligt svar:", "endelige svar:", "det rigtige svar er", "det korrekte svar er", "svaret er", "svaret:", "svar:"),
    "nb": ("det endelige svaret er", "endelig svar:", "endelige svar:", "det riktige svaret er", "det korrekte svaret er", "svaret er", "svaret:", "svar:"),
    # Swahili, Tagalog, Malay
    "sw": ("jibu la mwisho ni", "jibu la mwisho:", "jibu sahihi ni", "jibu sahihi:",
           "jibu letu ni", "jibu ni", "jibu:"),
    "tl": ("ang huling sagot ay", "ang huling sagot:", "huling sagot:", "ang pinal na sagot ay", "pinal na sagot:",
           "ang tamang sagot ay", "ang tamang sagot:", "ang sagot natin ay", "ang sagot ay", "ang sagot:", "sagot:",
           "ang kasagutan ay", "kasagutan:"),
    "ms": ("jawapan akhir ialah", "jawapan akhir adalah", "jawapan akhir:", "jawapan muktamad ialah",
           "jawapan muktamad:", "jawapan yang betul ialah", "jawapan yang betul adalah", "jawapannya ialah",
           "jawapannya adalah", "jawapan ialah", "jawapan adalah", "jawapannya:", "jawapannya", "jawapan:"),
}

# A GSM8K-style "A: 26" line counts as an anchor only at the start of a line.
LINE_ANCHORS: Tuple[str, ...] = ("a:",)

# The phrase tables below are keyed by language, like ANSWER_ANCHORS: extend every
# language at once.  In a phrase, a space matches any run of spaces and punctuation
# ("no wait" matches "No, wait" and "no... wait"); Latin-script phrases match whole
# words only, CJK phrases anywhere.

# Words that qualify a value as uncertain or approximate: a hedge wherever they stand
# The hedges that are the first half of a correlative: they hedge only where a disjunction follows in their clause
# ("either 7 or 8"; not "at either end", "in either direction").
CORRELATIVE_HEDGES: Tuple[str, ...] = ("either", "entweder", "antingen", "enten", "hetzij")
# in the answer or its sentence ("probably 5", "\boxed{5} probably", "environ 5").
HEDGES: Dict[str, Tuple[str, ...]] = {
    "en": ("maybe", "perhaps", "possibly", "probably", "either", "not sure", "not certain", "unsure", "uncertain",
           "guess", "my guess", "best guess", "presumably", "supposedly", "it seems", "seems to be", "appears to be",
           "i believe", "not confident", "if i had to", "have a feeling", "i'm not confident", "estimate", "estimated",
           "approximation", "approximate", "in the neighborhood of", "on the order of", "or thereabouts",
           "give or take", "more or less", "ballpark", "likely", "something like", "unverified", "unconfirmed", "tentative", "tentatively",
           "not 100% sure", "not entirely sure", "not completely sure", "not totally sure", "not fully sure", "i'm guessing", "i am guessing", "guessing", "hunch", "low confidence", "placeholder", "draft answer", "to be checked", "to be verified", "provisional", "provisionally", "preliminary", "intermediate result", "intermediate answer", "can't decide", "cannot decide", "torn between", "suppose the answer", "assume the answer", "if the answer were", "let's say the answer", "say the answer is", "hypothetically", "try the answer", "let's test", "let us test", "let's try", "let us try", "my conjecture", "our conjecture", "i conjecture", "roughly speaking", "caveat", "haven't checked", "have not checked", "not checked", "unchecked", "this assumes"),
    "zh": ("可能", "也许", "大概", "或许", "不确定", "不一定", "估计", "我猜", "暂定", "初步", "假设答案", "推测", "猜测"),
    "es": ("quizás", "quizá", "tal vez", "probablemente", "posiblemente", "o bien", "puede que", "puede ser que", "es posible que", "no estoy seguro", "estimado", "estimada", "estimadamente", "estimo que", "estimación", "estimacion", "a lo mejor", "supongo", "creo que", "provisional", "supongamos que la respuesta", "si la respuesta fuera"),
    "fr": ("peut-être", "peut être", "probablement", "possiblement", "je ne suis pas sûr", "pas sûr", "pas certain", "sans doute", "je suppose", "je crois que", "provisoire", "supposons que la réponse", "si la réponse était"),
    "de": ("vielleicht", "wahrscheinlich", "möglicherweise", "wohl", "entweder", "nicht sicher", "eventuell", "vermutlich", "dürfte", "dürften", "ich glaube", "ich schätze", "vorläufig", "angenommen, die antwort", "wenn die antwort wäre", "grob geschätzt"),
    "it": ("forse", "probabilmente", "possibilmente", "non sono sicuro", "magari", "suppongo", "credo che", "provvisorio", "supponiamo che la risposta", "se la risposta fosse"),
    "pt": ("talvez", "provavelmente", "possivelmente", "ou então", "não tenho certeza", "estimativo", "estimativa", "acho que", "suponho", "provisório", "suponha que a resposta", "se a resposta fosse"),
    "ru": ("возможно", "наверное", "вероятно", "кажется", "по-видимому", "видимо", "либо", "не уверен", "не уверена", "может быть", "я думаю", "предположительно", "наверно", "допустим, ответ", "если бы ответ был", "скорее всего", "по всей видимости"),
    "ja": ("たぶん", "多分", "おそらく", "恐らく", "かもしれ", "自信がありません", "自信がない", "と思います", "と思う", "暫定", "仮に答えが", "推測", "もしかすると", "もしかしたら",
           "だろう", "であろう"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("ربما", "ربّما", "على الأرجح", "من المحتمل", "يحتمل", "لست متأكدا", "لست متأكدًا", "لست متأكداً",
           "لست متأكدة", "غير متأكد", "أعتقد", "أظن", "تخمين", "تقديري", "تقريبي", "تقريبية"),
    "fa": ("شاید", "احتمالا", "احتمالاً", "احتمالًا", "مطمئن نیستم", "فکر میکنم", "گمان میکنم", "حدس میزنم",
           "تقریبی"),
    "hi": ("शायद", "संभवतः", "संभवत", "संभवतया", "अनिश्चित", "मुझे लगता है", "अनुमानित", "मेरा अनुमान", "मेरा अंदाज़ा", "मेरा अंदाजा",
           "मेरे विचार से"),
    "bn": ("সম্ভবত", "হয়তো", "হয়তো", "আমার মনে হয়", "আমার মনে হয়", "নিশ্চিত নই", "আমার অনুমান"),
    "ko": ("아마", "아마도", "어쩌면", "확실하지 않다", "확실하지 않습니다", "확실하지 않음", "잘 모르겠지만", "추정", "추정치", "추측", "짐작", "추측으로는", "짐작으로는", "추측건대", "짐작건대", "추측하건대", "짐작하건대", "것 같다", "것 같습니다",
           "것 같아요", "수도 있다", "수도 있습니다", "수도 있어요", "수도 있음", "뿐만 아니라", "뿐 아니라",  # (not only: one of several)
           "일지도 모른다", "일지도 모릅니다", "일지도 모르지만", "일지도 모르겠다", "지도 모른다", "지도 모릅니다", "지도 모르지만"),  # (may be)
    "th": ("อาจจะ", "อาจเป็น", "น่าจะ", "ไม่แน่ใจ", "คาดว่า", "บางที", "คงจะ"),
    "he": ("אולי", "כנראה", "ככל הנראה", "לא בטוח", "לא בטוחה", "אני חושב", "אני חושבת", "אני מניח", "אני מניחה",
           "משוער", "ייתכן", "יתכן"),
    "tr": ("belki", "muhtemelen", "galiba", "sanırım", "tahminen", "tahmin ediyorum", "tahmin ederim", "emin değilim", "olabilir", "tahmini", "herhalde",
           "büyük ihtimalle", "bence"),
    "vi": ("có lẽ", "không chừng", "chắc là", "hình như", "không chắc", "có vẻ như", "có vẻ", "dường như", "chưa chắc", "ước tính", "dự đoán", "phỏng đoán", "tôi nghĩ", "tôi đoán"),
    "id": ("mungkin", "barangkali", "kemungkinan besar", "sepertinya", "tampaknya", "tidak yakin", "kurang yakin",
           "saya kira", "saya pikir", "perkiraan", "diperkirakan", "bisa jadi"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("być może", "może być", "chyba", "prawdopodobnie", "przypuszczalnie", "zapewne", "nie jestem pewien", "nie jestem pewna", "nie jestem pewny", "myślę że", "sądzę", "zgaduję", "szacunkowo", "wydaje się", "tymczasowo"),
    "uk": ("можливо", "мабуть", "ймовірно", "напевно", "не впевнений", "не впевнена", "може бути", "я думаю", "імовірно", "припустимо, відповідь", "якби відповідь була"),
    "nl": ("misschien", "waarschijnlijk", "mogelijkerwijs", "wellicht", "vermoedelijk", "niet zeker", "ik denk", "ik geloof", "ik gok", "naar schatting", "voorlopig"),
    "sv": ("kanske", "troligen", "förmodligen", "antagligen", "möjligen", "sannolikt", "inte säker", "jag tror", "jag gissar", "uppskattningsvis", "preliminärt"),
    "el": ("ίσως", "πιθανώς", "πιθανόν", "μάλλον", "ενδεχομένως", "δεν είμαι σίγουρος", "δεν είμαι σίγουρη", "νομίζω", "υποθέτω", "εκτιμώ", "προσωρινά"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("možná", "pravděpodobně", "nejspíš", "nejspíše", "snad", "myslím, že", "myslím si, že", "nejsem si jistý", "nejsem si jistá", "nejsem si jist", "hádám", "tipuji", "odhadem", "předběžně"),
    "ro": ("poate", "probabil", "cred că", "nu sunt sigur", "nu sunt sigură", "nu sunt convins", "nu sunt convinsă", "presupun", "bănuiesc", "estimez", "estimativ", "aparent", "pare să fie", "provizoriu"),
    "hu": ("talán", "valószínűleg", "esetleg", "feltehetően", "lehet, hogy", "nem vagyok biztos", "nem vagyok benne biztos", "azt hiszem", "úgy gondolom", "szerintem", "tippem", "becslésem", "ideiglenesen"),
    "fi": ("ehkä", "kenties", "luultavasti", "todennäköisesti", "mahdollisesti", "oletettavasti", "en ole varma", "en ole aivan varma", "luulen", "uskon", "arvaan", "arvioisin", "arviolta", "alustavasti"),
    "da": ("måske", "sandsynligvis", "formentlig", "formodentlig", "muligvis", "antagelig", "antageligvis", "ikke sikker", "jeg tror", "jeg gætter", "anslået", "foreløbig", "foreløbigt"),
    "nb": ("kanskje", "sannsynligvis", "trolig", "antakelig", "antagelig", "muligens", "formodentlig", "ikke sikker", "usikker", "jeg tror", "jeg gjetter", "anslagsvis", "foreløpig"),
    # Tamil, Urdu
    "ta": ("ஒருவேளை", "இருக்கலாம்", "அநேகமாக", "உறுதியாகத் தெரியவில்லை", "என்று நினைக்கிறேன்", "என நினைக்கிறேன்", "தோன்றுகிறது"),
    "ur": ("شاید", "غالباً", "غالبا", "ممکنہ طور پر", "مجھے یقین نہیں", "میرا خیال ہے", "میرے خیال میں", "اندازاً"),
    # Swahili, Tagalog, Malay
    "sw": ("labda", "huenda jibu", "pengine", "sina uhakika", "sina hakika", "sijui kwa uhakika",
           "sina uhakika kamili", "nadhani", "nafikiri", "nakisia", "kisio langu", "inaonekana", "yaelekea",
           "makadirio", "kwa makadirio", "kwa kukadiria", "kwa kukisia", "sijathibitisha", "sijahakiki", "linaweza kuwa"),
    "tl": ("siguro", "marahil", "yata", "tila", "mukhang", "baka ang sagot ay", "hindi ako sigurado",
           "di ako sigurado", "hindi ako tiyak", "sa tingin ko", "sa palagay ko", "palagay ko", "hula ko",
           "tinatayang", "tantiya", "pagtatantiya", "pansamantalang sagot", "hindi pa nasusuri"),
    "ms": ("mungkin", "barangkali", "kemungkinan besar", "agaknya", "rasanya", "saya rasa", "saya fikir",
           "nampaknya", "kelihatannya", "tidak pasti", "kurang pasti", "tidak yakin", "kurang yakin", "anggaran",
           "dianggarkan", "boleh jadi", "belum disemak"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("možda", "vjerojatno", "valjda", "nisam siguran", "nisam sigurna", "nisam posve siguran", "mislim da", "pretpostavljam", "rekao bih", "rekla bih", "čini se da", "izgleda da", "procjena", "procjenjujem", "privremeno"),
    "sk": ("azda", "snáď", "hádam", "pravdepodobne", "nie som si istý", "nie som si istá", "myslím, že", "myslím si, že", "tipujem", "odhadom", "predbežne"),
    "et": ("võib-olla", "ilmselt", "tõenäoliselt", "arvatavasti", "äkki", "ma ei ole kindel", "ma pole kindel", "pole kindel", "ma arvan", "arvan, et", "oletan", "hinnanguliselt", "tundub"),
    "lt": ("galbūt", "tikriausiai", "turbūt", "greičiausiai", "veikiausiai", "nesu tikras", "nesu tikra", "manau", "spėju", "atrodo", "preliminariai", "matyt"),
    "ca": ("potser", "tal vegada", "pot ser que", "probablement", "possiblement", "segurament", "no n'estic segur", "no n'estic segura", "no estic segur", "no estic segura", "crec que", "suposo", "diria que", "estimació", "suposem que la resposta", "si la resposta fos"),
    "is": ("kannski", "líklega", "sennilega", "ef til vill", "trúlega", "væntanlega", "ég er ekki viss", "ekki viss", "ég held", "ég giska á", "áætlað"),
    "sq": ("ndoshta", "mbase", "me gjasë", "ka mundësi", "nuk jam i sigurt", "nuk jam e sigurt", "mendoj se", "besoj se", "supozoj", "duket se", "përkohësisht"),
    # Basque, Galician, Latvian
    "eu": ("gutxi gorabehera", "gutxi gora behera", "agian", "beharbada", "ziurrenik", "seguruenik", "ez nago ziur"),
    "gl": ("quizais", "se cadra", "probablemente", "aproximadamente", "arredor de", "non estou seguro", "non estou segura"),
    "lv": ("varbūt", "droši vien", "iespējams", "aptuveni", "apmēram", "neesmu pārliecināts", "neesmu pārliecināta"),
}

# Verbs whose particle "up" makes "up to" part of them, no bound: "The angles add up to 720", "The probabilities sum up to 1".
SUMMING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("add", "adds", "added", "adding", "sum", "sums", "summed", "summing", "total", "totals", "totaled", "totalled",
           "count", "counts", "counted", "tot", "tots", "totted", "come", "comes", "came", "coming"),
}
# Bounds put before a value: "at least 5" is not the answer 5 (a hedge).
BOUNDS: Dict[str, Tuple[str, ...]] = {
    "en": ("at least", "at most", "less than", "more than", "greater than", "fewer than", "no more than",
           "no less than", "no fewer than", "almost", "nearly", "just under", "just over", "just below",
           "just above", "under", "over", "below", "above", "up to", "close to", "short of", "slightly", "exceeds",
           "exceeding", "bigger than", "smaller than", "larger than", "upwards of", "not more than", "exceed", "surpass", "beyond",
           "not less than", "might be", "could be", "may be", "approx", "about", "around", "circa", "≈", "≃", "≅", "∼", "~", "\\approx",
           "\\sim", "\\simeq", "just shy of", "upward of", "in the vicinity of", "close on", "i think", "i suppose", "i guess", "≳", "≲", "⪅", "⪆", "somewhere near", "somewhere around",
           "less than or equal to", "greater than or equal to", "at least equal to", "at most equal to", "in excess of",
           "no greater than", "no smaller than", "no larger than", "no bigger than", "not greater than", "not exceeding",
           "at the very least", "at the very most", "at minimum", "at maximum", "lower than", "higher than",
           "smaller than or equal to", "larger than or equal to", "bigger than or equal to", "less than or equal",
           "greater than or equal", "⩾", "⩽", "≒", "≑", "≦", "≧", "at best", "at worst", "bounded by", "capped at", "limited to"),
    "zh": ("约为", "约", "至少", "至多", "最多", "最少", "小于", "大于", "少于", "多于", "不超过", "不少于", "几乎", "接近", "超过", "差不多", "将近", "不到", "约等于", "小于等于", "大于等于", "小于或等于", "大于或等于", "最高", "最低", "高达", "多达"),
    "es": ("al menos", "como mínimo", "como máximo", "a lo sumo", "menos de", "más de", "menor que", "podría ser",
           "mayor que", "casi", "cerca de", "por lo menos", "alrededor de", "unos", "como mucho", "aprox", "en torno a",
           "ronda los", "ronda las", "rondan los", "rondan las",  # "ronda los 50": it is around 50 (not "la ronda final")
           "menor o igual a", "mayor o igual a", "menor o igual que", "mayor o igual que", "inferior a", "superior a",
           "menor o igual", "mayor o igual", "hasta", "superar", "supera", "exceder", "excede"),
    "fr": ("au moins", "au plus", "moins de", "plus de", "inférieur à", "supérieur à", "presque",
           "près de", "pas plus de", "pas moins de", "d'environ", "pourrait être", "autour de", "quelque", "grosso modo", "env", "aux alentours de", "inférieur ou égal à", "supérieur ou égal à",
           "inférieure à", "supérieure à", "inférieurs à", "supérieurs à", "inférieures à", "supérieures à",
           "inférieure ou égale à", "supérieure ou égale à", "plus petit que", "plus grand que", "plus petite que",
           "plus grande que", "plus petit ou égal à", "plus grand ou égal à", "plus petite ou égale à", "plus grande ou égale à", "jusqu'à", "au maximum", "au minimum",
           "dépasser", "dépasse", "excéder", "excède"),
    "de": ("mindestens", "höchstens", "weniger als", "mehr als", "kleiner als", "größer als", "fast",
           "knapp", "beinahe", "über", "unter", "etwa", "rund", "ca", "annähernd", "zirka", "näherungsweise", "schätzungsweise", "gut",
           "kleiner oder gleich", "größer oder gleich", "kleiner gleich", "größer gleich", "kleiner als oder gleich",
           "größer als oder gleich", "bis zu", "maximal", "minimal", "übersteigen", "übersteigt", "überschreiten", "überschreitet"),
    "it": ("almeno", "al massimo", "al più", "meno di", "più di", "minore di", "maggiore di", "quasi", "circa", "potrebbe essere", "intorno a", "pressappoco", "intorno ai", "intorno agli", "minore o uguale a", "maggiore o uguale a",
           "inferiore a", "superiore a", "inferiore o uguale a", "superiore o uguale a", "minore o uguale di",
           "maggiore o uguale di", "fino a", "superare", "supera", "eccedere", "eccede"),
    "pt": ("ronda os", "ronda as", "rondam os", "rondam as", "pelo menos", "no mínimo", "no máximo", "menos de", "mais de", "menor que", "maior que", "quase", "cerca de", "por volta de", "uns", "em torno de", "perto de", "perto dos", "em torno dos", "pertinho de", "menor ou igual a", "maior ou igual a", "inferior a", "superior a",
           "menor ou igual à", "maior ou igual à", "menor ou igual", "maior ou igual", "até", "exceder", "excede", "ultrapassar", "ultrapassa"),
    "ru": ("не менее", "не более", "по крайней мере", "как минимум", "как максимум", "меньше", "больше",
           "меньшее", "меньший", "меньшая", "меньшие", "большее", "больший", "большая", "большие",  # "число, меньшее 11"
           "почти", "свыше", "менее", "более", "прим", "около", "порядка", "меньше или равно",
           "больше или равно", "не больше", "не меньше", "меньше или равен", "больше или равен", "меньше или равна",
           "больше или равна", "превышать", "превышает", "превысить", "превзойти"),
    "ja": ("少なくとも", "多くとも", "ほぼ", "ほとんど", "約", "超", "大体", "だいたい", "概算で", "ざっと", "最大", "最高", "最低"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("حوالي", "حوالى", "تقريبا", "تقريبًا", "تقريباً", "قرابة", "ما يقارب", "ما يقرب من", "يقارب",
           "على الأقل", "على الأكثر", "أقل من", "أكثر من", "أقل بقليل من", "أكثر بقليل من", "أكبر من", "أصغر من", "لا يقل عن", "لا يزيد عن",
           "لا يزيد على", "أقل من أو يساوي", "أكبر من أو يساوي", "قد يكون", "يمكن أن يكون", "نحو"),
    "fa": ("حدود", "در حدود", "حدودا", "حدوداً", "تقریبا", "تقریباً", "تقریبًا", "دستکم", "دست کم", "حداقل",
           "حداکثر", "کمتر از", "بیشتر از", "بزرگتر از", "کوچکتر از", "نزدیک به", "قریب به", "ممکن است"),
    "hi": ("लगभग", "करीब", "क़रीब", "तकरीबन", "तक़रीबन", "अनुमानतः", "कम से कम", "अधिक से अधिक",
           "ज़्यादा से ज़्यादा", "ज्यादा से ज्यादा", "अंदाज़न", "अंदाजन"),
    "bn": ("প্রায়", "প্রায়", "আনুমানিক", "আনুমানিকভাবে", "মোটামুটি", "কমপক্ষে", "অন্তত", "অন্তত পক্ষে"),
    "ko": ("약", "대충", "거의", "최소", "최대", "적어도", "많아야", "최소한", "기껏해야", "어림잡아"),
    "th": ("ประมาณ", "ราวๆ", "ราว", "เกือบ", "อย่างน้อย", "อย่างมาก", "ไม่เกิน", "ไม่น้อยกว่า", "น้อยกว่า",
           "มากกว่า", "เกินกว่า", "อย่างต่ำ", "อย่างสูง"),
    "he": ("בערך", "כ", "לפחות", "לכל היותר", "לכל הפחות", "פחות מ", "יותר מ", "קרוב ל", "כמעט", "בקירוב", "בסביבות",
           "סביב", "לא יותר מ", "לא פחות מ", "גדול מ", "קטן מ"),
    "tr": ("yaklaşık olarak", "aşağı yukarı", "en az", "en fazla", "en çok", "neredeyse", "hemen hemen",
           "takriben", "kabaca"),
    "vi": ("khoảng", "khoảng chừng", "chừng", "xấp xỉ", "gần", "gần như", "ít nhất", "nhiều nhất",
           "ít hơn", "nhiều hơn", "lớn hơn", "nhỏ hơn", "hơn", "ước chừng", "có thể là", "không quá",
           "không dưới", "tầm"),
    "id": ("sekitar", "kira-kira", "kurang lebih", "hampir", "setidaknya", "sedikitnya", "paling sedikit",
           "paling tidak", "paling banyak", "kurang dari", "lebih dari", "lebih besar dari", "lebih kecil dari",
           "tidak lebih dari", "tidak kurang dari", "lebih kurang"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("co najmniej", "przynajmniej", "najwyżej", "co najwyżej", "mniej niż", "więcej niż", "ponad", "prawie", "niemal", "blisko", "około", "mniej więcej", "nie więcej niż", "nie mniej niż", "maksymalnie", "minimalnie", "poniżej", "powyżej", "mniejszy niż", "większy niż", "mniejsze niż", "większe niż", "mniejsza niż", "większa niż", "mniejszy lub równy", "większy lub równy", "jakieś", "jakichś"),
    "uk": ("щонайменше", "принаймні", "як мінімум", "як максимум", "щонайбільше", "не менше", "не більше", "не менше ніж", "не більше ніж", "менше", "більше", "менше ніж", "більше ніж", "понад", "майже", "близько", "порядку", "менше або дорівнює", "більше або дорівнює", "десь"),
    "nl": ("minstens", "ten minste", "tenminste", "op zijn minst", "minimaal", "maximaal", "hoogstens", "ten hoogste", "op zijn hoogst", "hooguit", "minder dan", "meer dan", "kleiner dan", "groter dan", "bijna", "circa", "omstreeks", "plusminus", "nagenoeg", "niet meer dan", "niet minder dan", "kleiner dan of gelijk aan", "groter dan of gelijk aan", "zou kunnen zijn", "zo'n"),
    "sv": ("minst", "åtminstone", "högst", "som mest", "som minst", "mindre än", "mer än", "fler än", "färre än", "större än", "nästan", "omkring", "drygt", "knappt", "upp till", "maximalt", "minimalt", "inte mer än", "inte mindre än", "mindre än eller lika med", "större än eller lika med"),
    "el": ("τουλάχιστον", "το πολύ", "το λιγότερο", "λιγότερο από", "περισσότερο από", "περισσότερα από", "πάνω από", "κάτω από", "μικρότερο από", "μεγαλύτερο από", "σχεδόν", "κοντά στο", "γύρω στο", "γύρω στα", "κατά προσέγγιση", "έως", "μέχρι", "όχι περισσότερο από", "όχι λιγότερο από", "μπορεί να είναι", "μικρότερο ή ίσο", "μεγαλύτερο ή ίσο"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("alespoň", "aspoň", "nejméně", "minimálně", "nejvýše", "nanejvýš", "maximálně", "nejvíce", "méně než", "více než", "víc než", "menší než", "větší než", "téměř", "asi", "cca", "okolo", "kolem", "přes", "ne více než", "ne méně než", "menší nebo rovno", "větší nebo rovno"),
    "ro": ("cel puțin", "cel puţin", "cel mult", "măcar", "mai puțin de", "mai puţin de", "mai mult de", "mai mic decât", "mai mare decât", "mai mic sau egal cu", "mai mare sau egal cu", "aproape", "aproximativ", "circa", "cam", "în jur de", "peste", "nu mai mult de", "nu mai puțin de", "nu mai puţin de", "până la"),
    "hu": ("legalább", "legfeljebb", "kevesebb, mint", "több, mint", "kisebb, mint", "nagyobb, mint", "majdnem", "csaknem", "közel", "körülbelül", "kb", "nagyjából", "mintegy", "hozzávetőleg", "megközelítőleg", "nem több, mint", "nem kevesebb, mint"),
    "fi": ("vähintään", "ainakin", "enintään", "korkeintaan", "yli", "vähemmän kuin", "enemmän kuin", "pienempi kuin", "suurempi kuin", "lähes", "melkein", "noin", "suunnilleen", "likimain", "likimäärin", "ei enempää kuin", "ei vähempää kuin"),
    "da": ("mindst", "i det mindste", "højst", "mindre end", "mere end", "flere end", "færre end", "større end", "næsten", "cirka", "omkring", "omtrent", "knap", "op til", "maksimalt", "minimalt", "ikke mere end", "ikke mindre end", "mindre end eller lig med", "større end eller lig med", "tilnærmelsesvis"),
    "nb": ("minst", "i det minste", "høyst", "mindre enn", "mer enn", "flere enn", "færre enn", "større enn", "nesten", "cirka", "omtrent", "rundt", "knapt", "opptil", "inntil", "maksimalt", "minimalt", "ikke mer enn", "ikke mindre enn", "mindre enn eller lik", "større enn eller lik", "tilnærmet"),
    # Swahili, Tagalog, Malay
    "sw": ("takriban", "karibu", "karibia", "kiasi cha", "yapata", "angalau", "kwa uchache", "si chini ya",
           "sio chini ya", "si zaidi ya", "sio zaidi ya", "chini ya", "isiyozidi", "kisichozidi", "isiyopungua",
           "inaweza kuwa", "yaweza kuwa", "huenda", "huenda ikawa"),
    "tl": ("humigit-kumulang", "mga", "halos", "bandang", "baka", "maaaring", "puwedeng", "pwedeng",
           "hindi bababa sa", "hindi hihigit sa", "hindi lalampas sa", "hindi kukulangin sa", "higit sa", "mahigit",
           "lampas sa", "kulang sa", "mas mababa sa", "mas mataas sa", "mas malaki sa", "mas maliit sa",
           "mas kaunti sa"),
    "ms": ("kira-kira", "lebih kurang", "hampir", "sekitar", "dalam lingkungan", "sekurang-kurangnya", "sekurangnya",
           "setidak-tidaknya", "paling kurang", "paling sedikit", "paling banyak", "selebih-lebihnya",
           "kurang daripada", "lebih daripada", "lebih besar daripada", "lebih kecil daripada",
           "tidak lebih daripada", "tidak kurang daripada", "tidak melebihi", "melebihi"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("najmanje", "barem", "najviše", "maksimalno", "minimalno", "manje od", "više od", "manji od", "veći od", "manje ili jednako", "veće ili jednako", "gotovo", "blizu", "oko", "ne više od", "ne manje od", "preko", "ispod", "iznad", "moglo bi biti"),
    "sk": ("aspoň", "najmenej", "minimálne", "najviac", "nanajvýš", "maximálne", "menej ako", "viac ako", "menší ako", "väčší ako", "menší alebo rovný", "väčší alebo rovný", "takmer", "okolo", "vyše", "nie viac ako", "nie menej ako"),
    "et": ("vähemalt", "kõige rohkem", "maksimaalselt", "minimaalselt", "vähem kui", "rohkem kui", "väiksem kui", "suurem kui", "mitte rohkem kui", "mitte vähem kui", "peaaegu", "ligi", "kuni", "üle"),
    "lt": ("mažiausiai", "daugiausiai", "daugiausia", "mažiau nei", "daugiau nei", "mažiau kaip", "daugiau kaip", "mažesnis nei", "didesnis nei", "mažesnis už", "didesnis už", "ne daugiau kaip", "ne mažiau kaip", "ne daugiau nei", "ne mažiau nei", "beveik", "apie", "virš"),
    "ca": ("almenys", "com a mínim", "com a màxim", "com a molt", "menys de", "més de", "menor que", "major que", "més petit que", "més gran que", "gairebé", "prop de", "al voltant de", "entorn de", "fins a", "no més de", "no menys de", "menor o igual a", "major o igual a", "podria ser"),
    "is": ("að minnsta kosti", "í mesta lagi", "minna en", "meira en", "fleiri en", "færri en", "stærri en", "minni en", "næstum", "nærri", "tæplega", "rúmlega", "allt að", "ekki meira en", "ekki minna en", "yfir", "undir"),
    "sq": ("të paktën", "së paku", "më së shumti", "më pak se", "më shumë se", "më i vogël se", "më i madh se", "gati", "pothuajse", "rreth", "deri në", "jo më shumë se", "jo më pak se", "mbi", "nën"),
    # Tamil: about, approximately, roughly, nearly, at least, at most
    "ta": ("சுமார்", "ஏறக்குறைய", "தோராயமாக", "கிட்டத்தட்ட", "குறைந்தது", "அதிகபட்சம்"),
}
# Words of exactness: one between an approximation and the value makes the value exact ("it follows roughly
# the same route and lasts exactly 12 minutes", "ungefähr gleich lang, nämlich genau 12").
EXACTNESS_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("exactly", "precisely"), "fr": ("exactement", "précisément", "pile"), "de": ("genau", "exakt"),
    "es": ("exactamente", "justo"), "it": ("esattamente", "precisamente"), "pt": ("exatamente", "precisamente"),
    "ru": ("ровно", "точно"), "uk": ("рівно", "точно"), "pl": ("dokładnie", "równo"), "nl": ("precies", "exact"),
    "sv": ("exakt", "precis"), "cs": ("přesně",), "tr": ("tam",), "vi": ("đúng",), "id": ("tepat",),
    "zh": ("恰好", "正好", "刚好", "整整"), "ja": ("ちょうど", "ぴったり"), "ko": ("정확히", "딱"),
}
# Approximation adverbs: bounds where they stand (right before the value, or after it or its unit: "12
# minutes approximately"), and, anywhere before the value in its clause, a hedge of the clause's value
# ("Lena braucht also ungefähr nur 12 Minuten", "莉娜大约需要 12 分钟"; POLICY §1.5 lists "approximately" among
# the hedges).  After the value they stay bounds only: "21 inches, approximately 53.3 cm" converts it.
APPROXIMATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("approximately", "roughly"),
    "zh": ("大约",),
    "ru": ("примерно", "приблизительно"),
    "de": ("ungefähr", "circa"),
    "fr": ("à peu près", "environ", "approximativement"),
    "ja": ("およそ", "おおよそ"),
    "ko": ("대략",),
    "nl": ("ongeveer",),
    "es": ("aproximadamente",),
    "it": ("approssimativamente", "all'incirca"),
    "pt": ("aproximadamente",),
    "sv": ("ungefär", "cirka"),
    "el": ("περίπου",),
    "uk": ("приблизно",),
    "cs": ("přibližně", "zhruba"),
    "tr": ("yaklaşık",),
    "pl": ("w przybliżeniu",),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("otprilike", "približno", "okvirno"),
    "sk": ("približne",),
    "et": ("ligikaudu", "umbes"),
    "lt": ("apytiksliai", "apytikriai", "maždaug"),
    "ca": ("aproximadament",),
    "is": ("um það bil",),
    "sq": ("përafërsisht", "afërsisht", "me përafërsi"),
    "ta": ("சுமார்", "தோராயமாக"),
}

# Bounds that also stand after a noun as adverbs ("the sum above is 5"): they bound a value only
# right before it ("above 5"), never across neutral words.
POSTPOSITIVE_BOUNDS: Tuple[str, ...] = ("above", "below", "over", "under", "oben", "unten", "arriba", "abajo")

# Bounds put after a value: "5 or more", "5以上".
BOUNDS_AFTER: Dict[str, Tuple[str, ...]] = {
    "en": ("or more", "or less", "or fewer", "or greater", "or above", "or below", "or higher", "or lower",
           "at least", "at most", "and up", "and above", "and below", "or so", "approximately", "roughly", "at the least", "tops", "max", "minimum", "maximum", "approx", "plus or minus", "at the most", "at minimum", "at maximum",
           "at the very least", "at the very most", "or thereabouts", "or over", "or under", "ca", "circa", "lower bound", "upper bound", "an overestimate", "an underestimate", "overestimate", "underestimate"),
    "zh": ("以上", "以下", "左右", "上下", "多", "余", "出头", "附近", "约", "吧", "（约）"),
    "es": ("o más", "o menos", "aproximadamente", "más o menos", "o así", "como mucho", "como máximo", "como mínimo"),
    "fr": ("ou plus", "ou moins", "environ", "à peu près", "ou à peu près", "approximativement", "tout au plus", "au maximum", "au minimum"),
    "de": ("oder mehr", "oder weniger", "ungefähr", "etwa", "oder so", "circa", "höchstens", "mindestens", "maximal", "wenigstens"),
    "it": ("o più", "o meno", "circa", "più o meno", "all'incirca", "o giù di lì", "al massimo", "al minimo", "al più"),
    "pt": ("ou mais", "ou menos", "aproximadamente", "mais ou menos", "no máximo", "no mínimo"),
    "ru": ("или больше", "или меньше", "и более", "и менее", "и больше", "и меньше", "примерно", "или около того", "приблизительно", "с лишним"),
    "ja": ("以上", "以下", "未満", "ほど", "前後", "くらい", "ぐらい", "程度", "強", "弱", "あまり", "を超え", "を上回", "を下回"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("تقريبا", "تقريبًا", "تقريباً", "على الأقل", "على الأكثر", "أو أكثر", "أو أقل", "فأكثر", "فأقل"),
    "fa": ("تقریبا", "تقریباً", "یا بیشتر", "یا کمتر", "به بالا", "به پایین"),
    "hi": ("से कम", "से अधिक", "से ज़्यादा", "से ज्यादा", "या अधिक", "या उससे अधिक", "या उससे कम", "के आसपास",
           "के करीब", "के लगभग"),
    "bn": ("এর কম", "এর বেশি", "এর চেয়ে কম", "এর চেয়ে বেশি", "এর থেকে কম", "এর থেকে বেশি", "বা তার বেশি",
           "বা তার কম", "এর কাছাকাছি"),
    "ko": ("정도", "쯤", "가량", "내외", "남짓", "이상", "이하", "미만", "초과", "안팎", "전후", "보다 크다", "보다 작다", "보다 많다", "보다 적다",
           "넘지", "넘을", "넘는",  # the verb of exceeding after its object ("3을 넘을 수 없다")
           # with the copula glued to them ("64개 정도이다")
           "정도이다", "정도입니다", "정도다", "정도예요", "쯤이다", "쯤입니다", "가량이다", "가량입니다", "이하이다", "이하입니다",
           "이상이다", "미만이다", "미만입니다", "초과이다", "초과입니다"),
    "th": ("โดยประมาณ", "กว่า", "ขึ้นไป", "ลงมา", "หรือมากกว่า", "หรือน้อยกว่า"),
    "he": ("בערך", "לפחות", "לכל היותר", "או יותר", "או פחות", "ומעלה", "ומטה"),
    "tr": ("civarında", "civarı", "kadar", "dolaylarında", "dolayında", "veya daha fazla", "ya da daha fazla",
           "aşamaz", "aşmaz", "geçemez", "geçmez",
           "veya daha az", "ya da daha az", "ve üzeri", "ve üstü", "ve altı", "den fazla", "dan fazla", "ten fazla",
           "tan fazla", "den az", "dan az", "ten az", "tan az", "den büyük", "dan büyük", "ten büyük", "tan büyük",
           "den küçük", "dan küçük", "ten küçük", "tan küçük", "a kadar", "e kadar", "ya kadar", "ye kadar"),
    "vi": ("trở lên", "trở xuống", "hoặc hơn", "hoặc nhiều hơn", "hoặc ít hơn"),
    "id": ("atau lebih", "atau kurang", "ke atas", "ke bawah", "kurang lebih", "lebih kurang"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("lub więcej", "lub mniej", "albo więcej", "albo mniej", "i więcej", "co najmniej", "co najwyżej", "około", "mniej więcej", "w przybliżeniu", "z hakiem", "z okładem"),
    "uk": ("або більше", "або менше", "чи більше", "чи менше", "і більше", "і менше", "приблизно", "з гаком", "з лишком"),
    "nl": ("of meer", "of minder", "ongeveer", "of zo", "en meer", "circa", "bij benadering", "minstens", "hoogstens", "om en nabij"),
    "sv": ("eller mer", "eller fler", "eller mindre", "eller färre", "ungefär", "cirka", "eller så", "minst", "högst", "och uppåt"),
    "el": ("ή περισσότερο", "ή περισσότερα", "ή λιγότερο", "ή λιγότερα", "κατά προσέγγιση", "τουλάχιστον", "το πολύ", "και πάνω", "περίπου"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("nebo více", "nebo víc", "nebo méně", "či více", "či méně", "a více", "a méně", "přibližně", "zhruba", "nejméně", "nejvýše", "a něco"),
    "ro": ("sau mai mult", "sau mai mulți", "sau mai mulţi", "sau mai multe", "sau mai puțin", "sau mai puţin", "sau mai puține", "sau mai puţine", "și ceva", "şi ceva", "aproximativ", "cel puțin", "cel puţin", "cel mult"),
    "hu": ("vagy több", "vagy kevesebb", "körül", "körüli", "körülbelül", "legalább", "legfeljebb", "és több", "felett", "fölött", "alatt", "környékén", "táján"),
    "fi": ("tai enemmän", "tai vähemmän", "tai yli", "paikkeilla", "paikkeille", "tienoilla", "tienoille", "vaiheilla", "vaiheille", "vähintään", "enintään", "korkeintaan", "suunnilleen", "ja yli"),
    "da": ("eller mere", "eller flere", "eller mindre", "eller færre", "omtrent", "cirka", "eller deromkring", "mindst", "højst", "og opefter"),
    "nb": ("eller mer", "eller flere", "eller mindre", "eller færre", "omtrent", "cirka", "eller deromkring", "minst", "høyst", "og oppover"),
    # Swahili, Tagalog, Malay
    "sw": ("au zaidi", "au pungufu", "au chini ya hapo", "au zaidi ya hapo", "hivi", "takriban", "angalau"),
    "tl": ("o higit pa", "o mahigit pa", "o mas marami pa", "o mas kaunti", "o mas mababa", "o mas mataas",
           "o kulang", "pataas", "pababa", "humigit-kumulang"),
    "ms": ("atau lebih", "atau kurang", "ke atas", "ke bawah", "lebih kurang", "kira-kira"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("ili više", "ili manje", "i više", "i manje", "otprilike", "približno", "najmanje", "najviše", "i nešto"),
    "sk": ("alebo viac", "alebo menej", "a viac", "a menej", "približne", "najmenej", "najviac", "a niečo"),
    "et": ("või rohkem", "või vähem", "ja rohkem", "umbes", "ligikaudu", "vähemalt", "kõige rohkem"),
    "lt": ("ar daugiau", "ar mažiau", "arba daugiau", "arba mažiau", "ir daugiau", "apytiksliai", "maždaug", "mažiausiai", "daugiausiai", "su trupučiu"),
    "ca": ("o més", "o menys", "aproximadament", "més o menys", "com a mínim", "com a màxim", "almenys"),
    "is": ("eða meira", "eða fleiri", "eða minna", "eða færri", "um það bil", "að minnsta kosti", "í mesta lagi"),
    "sq": ("ose më shumë", "ose më pak", "e më shumë", "përafërsisht", "afërsisht", "të paktën", "më së shumti"),
}

# Phrases after the final answer that take it back (in its tail, a retraction; between
# two boxes, a correction of the earlier one).
RETRACTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("that is wrong", "that's wrong", "this is wrong", "that is incorrect", "that's incorrect",
           "this is incorrect", "is not correct", "isn't correct", "is not right", "isn't right",
           "not right", "is wrong", "is incorrect", "was wrong", "was incorrect", "made a mistake",
           "made an error", "i was wrong", "let me recompute", "let me recalculate", "let me redo",
           "let me re-check", "let me recheck", "actually no", "no wait", "wait no", "hmm no",
           "scratch that", "that can't be right", "that cannot be right",
           "that doesn't seem right", "that does not seem right", "not the answer", "not the final answer",
           "is probably wrong", "is likely wrong", "no that's not", "no that is not", "correction:", "i miscalculated", "i made a mistake", "that's not it", "nope",
           "or is it", "or not", "or rather", "i meant", "realise", "realised", "realize", "realized", "corrected", "never mind", "nevermind", "ignore that",
           "ignore the above", "disregard", "i retract", "doesn't look right", "does not look right",
           "doesn't seem right", "not quite right", "that's a mistake", "that is a mistake",  
           "actually it's", "actually it is", "sorry", "my mistake", "my bad", "wrong", "incorrect", "mistake",
           "mistaken", "messed up", "erroneous", "contradicts", "contradiction", "doubt", "disagree", "typo", "misprint", "misprinted", "flawed",
           "redo", "redoing", "recompute", "recalculate", "reconsider", "rethink", "start over", "take that back", "take it back",
           "doesn't add up", "does not add up", "can't be it", "cannot be it", "can't be right", "not right",
           "not correct", "not quite", "seems off", "is off", "don't think that's", "do not think that is", "a trap",
           "invalid", "extraneous", "not a solution", "is an estimate", "an upper bound", "a lower bound",
           "could be wrong", "might be wrong", "strike that", "retracting", "retract",
           "cancel that", "try again", "can't be correct", "cannot be correct", "too big", "too small", "too large",
           "inconsistent", "false", "off by", "i realize", "arithmetic slip", "rejected", "unlikely", "impossible", "not possible", "can't be", "cannot be", "does not work", "doesn't work", "fails", "discarded", "not valid", "isn't a solution", "not the solution", "or something", "something like that", "not final", "slip", "doesn't satisfy", "does not satisfy", "❌", "✗", "✘",
           "just kidding", "only kidding", "just joking", "i'm kidding", "i am kidding", "kidding", "jk", "that was a joke",
           "i'm joking", "i am joking", "i was joking", "i lied", "that was a lie", "i miscounted", "i misread", "erratum", "isn't it", "is not it", "not what we want", "not what we're looking for", "❎", "👎", "i forgot", "forgot to", "overcounted", "undercounted", "double-counted", "double counted", "mistakes above", "errors above", "absurd", "too low", "too high", "don't trust", "do not trust", "grain of salt", "trap answer", "distractor", "ruled out", "back to the drawing board", "start again", "start from scratch", "unless it's", "unless it is", "then again", "that was a guess", "❓", "❔", "🤔", "🤷", "🚫", "⛔", "🙅", "✖", "🆇", "retracted", "untrue", "todo", "needs checking", "needs verification"),
    "zh": ("不对", "错了", "是错的", "不正确", "算错", "有误", "更正", "纠正", "重新计算", "搞错", "不，等一下", "我的意思是", "抱歉", "忽略", "错", "再想想", "重新", "不可能", "有问题", "开玩笑", "开个玩笑", "我忘了", "忘了", "哎呀", "重来", "重新开始"),
    "es": ("demasiado pequeño", "demasiado grande", "demasiado bajo", "demasiado alto", "rehaciendo la cuenta", "rehaciendo el cálculo", "rehaciendo", "es incorrecto", "está mal", "eso está mal", "me equivoqué", "no espera", "espera no", "quise decir", "olvida", "perdón", "lo siento", "incorrecto", "incorrecta", "erróneo", "errónea",
           "error", "no puede ser", "recalculemos", "equivocado",
           "no es correcto", "corrección", "en realidad no", "falso", "mal", "déjame revisar", "me confundí", "es broma",
           "era broma", "es una broma", "bromeo", "broma", "se me olvidó", "olvidé", "me olvidé", "no cuadra", "vuelvo a empezar", "empecemos de nuevo", "empiezo de nuevo"),
    "fr": ("trop petit", "trop petite", "trop grand", "trop grande", "en refaisant le calcul", "en refaisant", "coquille", "faute de frappe", "c'est faux", "est faux", "est incorrect", "je me suis trompé", "je me suis trompée", "non attends",
           "attends non", "n'est pas correct", "en fait non", "je voulais dire", "oubliez", "oublie ça", "pardon", "désolé", "faux", "fausse",
           "erroné", "erronée", "erreur", "pas juste", "pas correct", "recalculons", "refaisons", "je me suis trompé", "correction", "incorrecte", "laissez-moi revoir", "inexact", "revoyons", "n'est pas la bonne réponse", "je plaisante",
           "je rigole", "c'est une blague", "blague", "j'ai oublié", "oups", "recommençons", "je recommence", "ça ne colle pas"),
    "de": ("zu klein", "zu groß", "zu viel", "zu wenig", "ist falsch", "das ist falsch", "ist nicht richtig", "ich habe mich geirrt", "ich habe mich verrechnet",
           "nein warte", "warte nein", "korrektur", "ich meinte", "vergiss", "entschuldigung", "falsch", "fehler", "stimmt nicht",
           "nicht korrekt", "vertan", "verrechnet", "verzählt", "geirrt", "nochmal rechnen", "doch nicht", "nicht richtig", "ungültig", "fehlerhaft",
           "druckfehler", "tippfehler", "nur ein scherz", "war ein scherz", "scherz", "ich habe vergessen", "vergessen", "hoppla", "von vorne", "fange neu an", "passt nicht"),
    "it": ("troppo piccolo", "troppo grande", "troppo basso", "troppo alto", "rifacendo il conto", "rifacendo il calcolo", "rifacendo", "è sbagliato", "è errato", "non è corretto", "mi sono sbagliato", "mi sono sbagliata", "no aspetta",
           "aspetta no", "correzione", "intendevo", "scusa", "scusate", "sbagliato", "sbagliata", "errato", "errata", "errore",
           "non è giusto", "non può essere", "ricalcoliamo", "ho sbagliato", "falso", "non torna", "non tornano",
           "sto scherzando", "scherzavo", "era uno scherzo", "ho dimenticato", "dimenticato", "ops", "ricominciamo", "da capo"),
    "pt": ("pequeno demais", "grande demais", "refazendo a conta", "refazendo o cálculo", "refazendo", "refazer a conta", "está errado", "está incorreto", "é incorreto", "me enganei", "não é correto", "não espera",
           "espera não", "correção", "quis dizer", "desculpe", "esqueça", "errado", "errada", "errei", "erro", "não está certo",
           "não pode ser", "recalcular", "incorreto", "incorreta", "falso", "vou revisar", "não bate",
           "brincadeira", "estou brincando", "esqueci", "ops", "recomeçar", "vou recomeçar"),
    "ru": ("слишком мало", "слишком много", "слишком маленький", "слишком большой", "опечатка", "неверно", "неправильно", "это ошибка", "я ошибся", "я ошиблась", "нет подожди", "подожди нет",
           "исправление", "я имел в виду", "забудь", "извините", "простите", "неверн", "неверный", "неверно",
           "ошибка", "неправильно", "не может быть", "пересчитаем", "ошибся", "не так", "не сходится", "шучу", "шутка", "пошутил", "пошутила", "я забыл", "я забыла", "забыл", "забыла", "ой", "начнём заново", "начнем заново", "заново", "упс"),
    "ja": ("間違い", "違います", "誤り", "いや待って", "訂正", "計算ミス", "すみません", "訂正します", "間違", "違う", "正しくない", "誤り", "ミス", "間違え", "不正解", "もう一度考え", "おかしい", "ではありません", "ではない", "じゃない", "冗談", "嘘です", "嘘でした", "忘れ", "やり直", "しまった"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("هذا خطأ", "خطأ", "خاطئ", "خاطئة", "غير صحيح", "غير صحيحة", "ليس صحيحا", "ليس صحيحًا", "ليس صحيحاً",
           "أخطأت", "عذرا", "عذرًا", "عذراً", "آسف", "تصحيح", "مستحيل", "لنعد الحساب", "أعد الحساب", "لا انتظر",
           "انتظر لا"),
    "fa": ("اشتباه", "اشتباه کردم", "غلط", "نادرست", "درست نیست", "صحیح نیست", "ببخشید", "متاسفم", "متأسفم", "تصحیح",
           "دوباره حساب کنیم", "غیرممکن", "ممکن نیست", "نه صبر کن", "صبر کن نه"),
    "hi": ("गलत", "ग़लत", "गलती", "ग़लती", "सही नहीं", "माफ़ कीजिए", "माफ कीजिए", "क्षमा करें", "सुधार", "भूल",
           "रुको नहीं", "नहीं रुको", "फिर से गणना", "दोबारा गणना", "असंभव", "संभव नहीं"),
    "bn": ("ভুল", "সঠিক নয়", "সঠিক নয়", "ঠিক নয়", "ঠিক নয়", "দুঃখিত", "সংশোধন", "আবার হিসাব", "অসম্ভব",
           "সম্ভব নয়", "সম্ভব নয়"),
    "ko": ("오타", "틀렸다", "틀렸습니다", "틀렸어", "틀림", "오류", "실수했다", "실수했습니다", "잘못", "잘못됐다", "잘못되었다", "잘못되었습니다", "잘못했다", "잘못했습니다", "잘못했어", "정정", "죄송합니다",
           "미안", "다시 계산", "아니 잠깐", "잠깐 아니", "불가능", "너무 크", "너무 큰", "너무 작", "너무 많", "너무 적", "말이 안 된다", "맞지 않다", "맞지 않습니다", "옳지 않다", "옳지 않습니다"),
    "th": ("ผิดแล้ว", "คำนวณผิด", "ไม่ถูกต้อง", "ขอโทษ", "ขออภัย", "ขอแก้ไข", "เป็นไปไม่ได้", "คิดใหม่", "คำนวณใหม่", "อ่านโจทย์ผิด",
           "ผิดไป", "ผิดพลาด", "นับผิด", "คิดผิด"),
    "he": ("טעות", "שגוי", "שגויה", "לא נכון", "לא נכונה", "טעיתי", "סליחה", "תיקון", "רגע לא", "לא רגע",
           "נחשב מחדש", "בלתי אפשרי", "זה לא יכול להיות"),
    "tr": ("çok küçük", "çok büyük", "baskı hatası", "yazım hatası", "yanlış", "hatalı", "hata", "doğru değil", "tutmuyor", "sağlamıyor", "hata yaptım", "yanıldım", "özür dilerim", "pardon",
           "düzeltme", "bekle hayır", "hayır bekle", "tekrar hesaplayalım", "yeniden hesaplayalım", "imkansız",
           "imkânsız", "mümkün değil"),
    "vi": ("quá nhỏ", "quá lớn", "sai", "sai rồi", "không đúng", "nhầm", "nhầm lẫn", "tôi đã nhầm", "xin lỗi", "sửa lại", "đính chính",
           "tính lại", "vô lý"),
    "id": ("terlalu kecil", "terlalu besar", "salah hitung", "itu salah", "ini salah", "saya salah", "keliru", "tidak benar", "tidak tepat",
           "kesalahan", "maaf", "koreksi", "ralat", "hitung ulang", "tidak mungkin", "mustahil"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("za dużo", "za mało", "za duży", "za duża", "za duże", "za mały", "za mała", "za małe", "literówka", "błąd druku", "to błąd", "to jest błąd", "błąd", "źle", "niepoprawnie", "nieprawidłowo", "to nieprawda", "pomyliłem się", "pomyliłam się", "pomyłka", "nie czekaj", "czekaj nie", "poprawka", "miałem na myśli", "miałam na myśli", "przepraszam", "nie może być", "przeliczmy", "nie zgadza się", "żartuję", "żart", "zapomniałem", "zapomniałam", "ups", "zacznijmy od nowa", "od nowa", "niepoprawny", "niepoprawna", "błędny", "błędna"),
    "uk": ("неправильно", "невірно", "це помилка", "помилка", "я помилився", "я помилилася", "помилився", "ні зачекай", "зачекай ні", "ні стоп", "виправлення", "я мав на увазі", "забудь", "вибачте", "пробачте", "неправильний", "невірний", "не може бути", "перерахуємо", "не так", "не сходиться", "жартую", "жарт", "я забув", "я забула", "забув", "забула", "почнемо заново", "заново", "хибно", "упс"),
    "nl": ("drukfout", "typfout", "dat is fout", "dit is fout", "is fout", "fout", "onjuist", "niet juist", "niet correct", "klopt niet", "ik heb me vergist", "ik vergiste me", "vergissing", "nee wacht", "wacht nee", "correctie", "ik bedoelde", "excuses", "verkeerd", "foutief", "kan niet kloppen", "herberekenen", "opnieuw berekenen", "grapje", "ik ben vergeten", "vergeten", "oeps", "opnieuw beginnen", "ongeldig"),
    "sv": ("tryckfel", "skrivfel", "det är fel", "är fel", "fel", "felaktig", "inte rätt", "inte korrekt", "stämmer inte", "jag tog fel", "jag räknade fel", "misstag", "nej vänta", "vänta nej", "rättelse", "korrigering", "jag menade", "förlåt", "ursäkta", "kan inte stämma", "räkna om", "skojar", "skämt", "jag glömde", "glömde", "hoppsan", "börja om", "ogiltig"),
    "el": ("είναι λάθος", "λάθος", "λανθασμένο", "λανθασμένη", "όχι σωστό", "δεν είναι σωστό", "έκανα λάθος", "όχι περίμενε", "περίμενε όχι", "διόρθωση", "εννοούσα", "συγγνώμη", "αδύνατο", "ξαναϋπολογίζω", "αστειεύομαι", "αστείο", "ξέχασα", "ωχ", "από την αρχή", "άκυρο", "δεν ισχύει"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("to je špatně", "je to špatně", "špatně", "nesprávně", "to není pravda", "spletl jsem se", "spletla jsem se", "zmýlil jsem se", "zmýlila jsem se", "ne počkej", "počkej ne", "ne počkat", "oprava", "myslel jsem", "myslela jsem", "promiň", "promiňte", "omlouvám se", "to nemůže být", "přepočítejme", "nesedí", "nesouhlasí", "dělám si legraci", "vtip", "zapomněl jsem", "zapomněla jsem", "jejda", "znovu od začátku", "nesprávný", "nesprávná", "chybný", "chybná", "neplatné"),
    "ro": ("este greșit", "este greşit", "e greșit", "e greşit", "greșit", "greşit", "greșeală", "greşeală", "incorect", "nu este corect", "nu e corect", "m-am înșelat", "m-am înşelat", "am greșit", "am greşit", "nu stai", "stai nu", "corectare", "corecție", "corecţie", "am vrut să spun", "scuze", "îmi pare rău", "nu poate fi", "să recalculăm", "recalculez", "nu se potrivește", "nu se potriveşte", "glumesc", "glumă", "am uitat", "hopa", "o iau de la capăt", "de la capăt", "nevalid"),
    "hu": ("ez hibás", "hibás", "hiba", "ez rossz", "rossz", "helytelen", "nem helyes", "nem stimmel", "tévedtem", "elszámoltam", "nem várj", "várj nem", "javítás", "helyesbítés", "úgy értettem", "bocsánat", "elnézést", "nem lehet", "számoljuk újra", "csak vicceltem", "vicc", "elfelejtettem", "hoppá", "kezdjük újra", "érvénytelen"),
    "fi": ("tämä on väärin", "se on väärin", "väärin", "virhe", "virheellinen", "ei oikein", "ei pidä paikkaansa", "erehdyin", "laskin väärin", "ei odota", "odota ei", "korjaus", "tarkoitin", "anteeksi", "ei voi olla", "lasketaan uudelleen", "lasken uudelleen", "vitsi", "vitsailen", "unohdin", "hups", "aloitetaan alusta", "pätemätön"),
    "da": ("det er forkert", "er forkert", "forkert", "fejl", "ukorrekt", "ikke rigtigt", "ikke korrekt", "passer ikke", "stemmer ikke", "jeg tog fejl", "jeg regnede forkert", "nej vent", "vent nej", "rettelse", "korrektion", "jeg mente", "undskyld", "kan ikke passe", "regn om", "lad os regne om", "spøg", "jeg glemte", "glemte", "ups", "start forfra", "forfra", "ugyldig"),
    "nb": ("det er feil", "er feil", "feil", "ukorrekt", "ikke riktig", "ikke korrekt", "stemmer ikke", "jeg tok feil", "jeg regnet feil", "nei vent", "vent nei", "rettelse", "korreksjon", "jeg mente", "unnskyld", "beklager", "kan ikke stemme", "regn om", "la oss regne om", "tuller", "spøk", "jeg glemte", "glemte", "start på nytt", "på nytt", "ugyldig"),
    # Swahili, Tagalog, Malay
    "sw": ("si sahihi", "sio sahihi", "siyo sahihi", "hilo si sahihi", "hii si sahihi", "si sawa", "sio sawa",
           "nimekosea", "nilikosea", "nimefanya kosa", "nilifanya kosa", "kosa", "makosa", "ni kosa",
           "hapana subiri", "subiri hapana", "samahani", "tuhesabu upya", "tuhesabu tena", "nihesabu tena",
           "tuanze upya", "haiwezekani", "haiwezi kuwa", "si kweli", "sio kweli", "uongo", "batili", "natania",
           "utani", "nilisahau", "nimesahau", "kosa la uchapaji", "nilimaanisha"),
    "tl": ("mali", "mali pala", "mali iyon", "mali ito", "hindi tama", "hindi iyon tama", "hindi ito tama",
           "nagkamali ako", "nagkamali", "pagkakamali", "teka hindi", "hindi teka", "paumanhin", "pasensya",
           "ulitin natin", "kalkulahin muli", "imposible", "hindi posible", "hindi puwede", "biro lang",
           "nagbibiro lang", "nakalimutan ko", "maling kalkulasyon", "hindi ito ang sagot", "hindi iyon ang sagot"),
    "ms": ("silap", "tersilap", "saya tersilap", "saya silap", "itu salah", "ini salah", "salah kira",
           "tersalah kira", "tidak betul", "kurang tepat", "tidak tepat", "maaf", "minta maaf", "pembetulan",
           "kira semula", "mari kira semula", "tidak mungkin", "mustahil", "tidak masuk akal", "gurau sahaja",
           "saya terlupa", "terlupa", "kesilapan", "kesilapan menaip"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("to je pogrešno", "to nije točno", "nije točno", "nije ispravno", "to nije dobro", "pogrešno", "netočno", "neispravno", "krivo", "pogriješio sam", "pogriješila sam", "pogreška", "greška", "ne čekaj", "čekaj ne", "ispravak", "htio sam reći", "htjela sam reći", "oprostite", "ispričavam se", "nemoguće", "ne može biti", "izračunajmo ponovno", "ne slaže se", "šalim se", "zaboravio sam", "zaboravila sam", "tiskarska pogreška", "krenimo ispočetka"),
    "sk": ("to je zle", "je to zle", "zle", "nesprávne", "chybne", "to nie je správne", "nie je to správne", "pomýlil som sa", "pomýlila som sa", "mýlil som sa", "omyl", "nie počkaj", "počkaj nie", "oprava", "chcel som povedať", "chcela som povedať", "prepáčte", "ospravedlňujem sa", "prepočítajme", "nemôže byť", "nesedí", "žartujem", "zabudol som", "zabudla som", "začnime odznova", "preklep"),
    "et": ("see on väär", "väär", "ebaõige", "vigane", "pole õige", "ei ole õige", "see ei ole õige", "eksisin", "tegin vea", "ei oota", "oota ei", "parandus", "vabandust", "vabandan", "arvutame uuesti", "ei saa olla", "võimatu", "teen nalja", "unustasin", "alustame uuesti", "trükiviga"),
    "lt": ("tai neteisinga", "neteisinga", "neteisingai", "klaidinga", "suklydau", "padariau klaidą", "klaida", "ne palauk", "palauk ne", "pataisymas", "turėjau omenyje", "atsiprašau", "perskaičiuokime", "negali būti", "neįmanoma", "juokauju", "pamiršau", "pradėkime iš naujo", "spausdinimo klaida"),
    "ca": ("és incorrecte", "està malament", "això està malament", "malament", "incorrecte", "incorrecta", "erroni", "errònia", "m'he equivocat", "em vaig equivocar", "espera no", "correcció", "volia dir", "perdó", "ho sento", "no pot ser", "recalculem", "tornem a calcular", "fals", "falsa", "no quadra", "és broma", "era broma", "m'he oblidat", "tornem a començar", "comencem de nou", "errada"),
    "is": ("þetta er rangt", "það er rangt", "rangt", "ekki rétt", "þetta er ekki rétt", "mér skjátlaðist", "ég gerði mistök", "mistök", "nei bíddu", "bíddu nei", "leiðrétting", "ég meinti", "fyrirgefðu", "afsakið", "reiknum aftur", "getur ekki staðist", "ómögulegt", "ég gleymdi", "byrjum aftur", "prentvilla"),
    "sq": ("kjo është e gabuar", "është gabim", "e gabuar", "i gabuar", "gabim", "nuk është e saktë", "nuk është i saktë", "gabova", "bëra gabim", "jo prit", "prit jo", "korrigjim", "desha të them", "më fal", "më falni", "kërkoj ndjesë", "rillogarisim", "nuk mund të jetë", "e pamundur", "po bëj shaka", "harrova", "gabim shtypi"),
}

# Words right after a value that make it conditional ("\boxed{5} (if n is even)"): a hedge.
CONDITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("if", "when", "whenever", "assuming", "supposing", "provided", "unless", "for even", "for odd", "in case", "only if", "only when", "in the case"),
    "zh": ("如果", "若", "当", "假如"),
    "es": ("si", "cuando", "suponiendo", "siempre que", "a menos que", "salvo que"),
    "fr": ("si", "lorsque", "quand", "en supposant", "pourvu que", "à moins que", "sauf si"),
    "de": ("wenn", "falls", "sofern", "vorausgesetzt", "es sei denn", "außer wenn"),
    "it": ("se", "quando", "supponendo", "purché", "a meno che", "salvo che"),
    "pt": ("se", "quando", "supondo", "desde que", "a menos que", "salvo se"),
    "ru": ("если", "когда", "при условии"),
    "ja": ("ならば", "の場合", "とき", "なら"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("إذا", "اذا", "إن كان", "عندما", "بشرط", "في حال"),
    "fa": ("اگر", "وقتی که", "به شرطی که", "در صورتی که"),
    "hi": ("यदि", "अगर", "जब"),
    "bn": ("যদি", "যখন"),
    "ko": ("만약", "만일"),
    "th": ("ถ้า", "หาก", "เมื่อ"),
    "he": ("אם", "כאשר", "בתנאי ש"),
    "tr": ("eğer", "şayet"),
    "vi": ("nếu", "khi", "trong trường hợp"),
    "id": ("jika", "jikalau", "apabila", "bila", "kalau", "ketika", "asalkan", "seandainya", "andaikan", "andaikata", "misalkan"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("jeśli", "jeżeli", "gdy", "kiedy", "pod warunkiem"),
    "uk": ("якщо", "коли", "за умови"),
    "nl": ("indien", "wanneer", "mits", "op voorwaarde", "tenzij"),
    "sv": ("om", "när", "förutsatt", "ifall"),
    "el": ("αν", "εάν", "όταν", "με την προϋπόθεση"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("pokud", "jestliže", "jestli", "když", "za předpokladu", "v případě"),
    "ro": ("dacă", "când", "cu condiția", "cu condiţia", "în cazul", "presupunând"),
    "hu": ("ha a", "ha az", "ha nem", "csak ha", "amennyiben", "hogyha", "feltéve", "abban az esetben"),
    "fi": ("jos", "kun", "mikäli", "edellyttäen", "sillä ehdolla"),
    "da": ("hvis", "når", "forudsat", "såfremt", "i tilfælde af"),
    "nb": ("hvis", "når", "forutsatt", "dersom", "i tilfelle"),
    # Swahili, Tagalog, Malay
    "sw": ("ikiwa", "kama", "iwapo", "endapo", "ilimradi", "isipokuwa kama", "tu ikiwa"),
    "tl": ("kung", "kapag", "basta", "maliban kung", "sa kondisyong"),
    "ms": ("jika", "kalau", "sekiranya", "apabila", "jikalau", "asalkan", "dengan syarat", "kecuali jika",
           "melainkan"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("ako je", "ako su", "ako se", "ako bi", "ako n", "samo ako", "ukoliko", "pod uvjetom", "uz uvjet", "u slučaju"),
    "sk": ("ak je", "ak sú", "ak sa", "ak by", "len ak", "iba ak", "pokiaľ", "keď", "za predpokladu", "v prípade"),
    "et": ("kui", "juhul kui", "ainult siis kui", "eeldusel", "tingimusel"),
    "lt": ("jei", "jeigu", "kai", "tik jei", "su sąlyga", "tuo atveju"),
    "ca": ("si", "quan", "suposant", "sempre que", "només si", "en cas que", "a condició que"),
    "is": ("þegar", "að því gefnu", "aðeins ef", "bara ef"),
    "sq": ("nëse", "në qoftë se", "kur", "me kusht që", "vetëm nëse", "në rast se"),
}
# A sentence right after the answer that offers another value ("Alternatively, 6."): a hedge.  A bare
# additive adverb ("also") is read where it stands, by ADDITIVE_MARKERS.
ALTERNATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("alternatively", "another possibility", "another answer", "could also be", "might also be", "also possible",
           "or also", "also works", "also valid", "or else", "both", "as well as", "could be", "might be", "it could be", "satisfies it too", "works too", "also satisfies", "then again", "unless it's", "unless it is"),
    "zh": ("另一种可能", "也可以是"),
    "es": ("alternativamente", "otra posibilidad", "también podría ser"),
    "fr": ("alternativement", "une autre possibilité", "pourrait aussi être"),
    "de": ("alternativ", "eine andere möglichkeit", "könnte auch"),
    "it": ("in alternativa", "un'altra possibilità", "potrebbe anche essere"),
    "pt": ("alternativamente", "outra possibilidade", "também poderia ser"),
    "ru": ("альтернативно", "другой вариант", "также может быть"),
    "ja": ("別の可能性", "ほかに"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("احتمال آخر", "يمكن أن يكون أيضا", "قد يكون أيضا"),
    "fa": ("یا شاید", "احتمال دیگر"),
    "hi": ("भी हो सकता है", "या फिर", "एक और संभावना"),
    "bn": ("আরেকটি সম্ভাবনা", "ও হতে পারে"),
    "ko": ("다른 가능성", "일 수도 있다", "수도 있다", "수도 있습니다"),
    "th": ("อีกความเป็นไปได้", "หรืออาจจะ", "ก็ได้"),
    "he": ("לחלופין", "אפשרות אחרת", "יכול להיות גם"),
    "tr": ("alternatif olarak", "başka bir olasılık", "da olabilir", "de olabilir"),
    "vi": ("ngoài ra", "hoặc cũng có thể", "một khả năng khác", "cũng có thể là"),
    "id": ("alternatifnya", "kemungkinan lain", "bisa juga", "juga bisa", "atau juga"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("alternatywnie", "inna możliwość", "może też być", "również możliwe"),
    "uk": ("альтернативно", "інший варіант", "також може бути"),
    "nl": ("als alternatief", "alternatief", "een andere mogelijkheid", "kan ook"),
    "sv": ("alternativt", "en annan möjlighet", "kan också vara"),
    "el": ("εναλλακτικά", "μια άλλη δυνατότητα", "θα μπορούσε επίσης"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("alternativně", "další možnost", "jiná možnost", "může to být také", "také je možné"),
    "ro": ("alternativ", "o altă posibilitate", "ar putea fi și", "ar putea fi şi", "de asemenea posibil"),
    "hu": ("alternatívaként", "egy másik lehetőség", "másik lehetőség", "is lehet"),
    "fi": ("vaihtoehtoisesti", "toinen mahdollisuus", "voisi myös olla", "myös mahdollinen"),
    "da": ("alternativt", "en anden mulighed", "kunne også være", "kan også være"),
    "nb": ("alternativt", "en annen mulighet", "kunne også være", "kan også være"),
    # Swahili, Tagalog, Malay
    "sw": ("vinginevyo", "uwezekano mwingine", "inaweza pia kuwa", "pia inawezekana", "au pia"),
    "tl": ("bilang alternatibo", "ibang posibilidad", "maaari ring", "maaari rin", "puwede ring", "puwede rin"),
    "ms": ("sebagai alternatif", "secara alternatif", "kemungkinan lain", "boleh juga", "mungkin juga", "atau juga"),
}

# Phrases that name a mistake as a common one, nobody's in particular ("A common mistake is to count
# the corners twice", "易错点"): a value they name is reported, not stated (REPORTED), and a withdrawal
# word inside one withdraws nothing.
# Words of frequency: with a mistake word in its clause, in either order, one makes it a kind of mistake, said of nobody's
# work ("since off-by-one slips are common in such problems", "Typische Fehler sind ..."); extract/retractions.py.
MISTAKE_FREQUENCY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("common", "frequent", "typical", "classic", "usual"),
    "es": ("común", "comunes", "frecuente", "frecuentes", "típico", "típicos", "clásico", "clásicos", "habitual", "habituales"),
    "fr": ("courant", "courante", "courants", "courantes", "fréquent", "fréquente", "fréquents", "fréquentes", "classique", "classiques",
           "typique", "typiques"),
    "de": ("häufig", "häufige", "häufiger", "häufigen", "typisch", "typische", "typischer", "typischen", "klassisch", "klassische",
           "klassischer", "üblich", "übliche", "üblicher"),
    "it": ("comune", "comuni", "frequente", "frequenti", "tipico", "tipici", "classico", "classici"),
    "pt": ("comum", "comuns", "frequente", "frequentes", "típico", "típicos", "clássico", "clássicos"),
    "ru": ("частая", "частые", "частый", "типичная", "типичные", "типичный", "распространённая", "распространенная", "распространённые"),
    "pl": ("częsty", "częste", "typowy", "typowe"), "nl": ("veelgemaakte", "veelvoorkomende", "gebruikelijke"), "tr": ("yaygın",),
    "zh": ("常见", "常見", "易犯"), "ja": ("よくある", "ありがち"), "ko": ("흔한", "흔히"),
}
GENERIC_MISTAKES: Dict[str, Tuple[str, ...]] = {
    "en": ("a common mistake", "a common error", "common mistakes", "common errors", "a typical mistake", "a typical error",
           "a frequent mistake", "a frequent error", "a classic mistake", "a classic error", "a common pitfall", "a common trap",
           "a common slip", "a typical slip", "a common oversight", "a classic pitfall", "a typical pitfall"),
    "zh": ("常见错误", "易错点", "易错"), "ja": ("よくある間違い", "よくあるミス"),
    "es": ("un error común", "un error frecuente", "un error típico", "errores comunes"),
    "fr": ("une erreur courante", "une erreur fréquente", "une erreur classique", "erreurs courantes"),
    "de": ("ein häufiger fehler", "ein typischer fehler", "ein klassischer fehler", "häufige fehler"),
    "it": ("un errore comune", "un errore frequente", "un errore tipico", "errori comuni"),
    "pt": ("um erro comum", "um erro frequente", "um erro típico", "erros comuns"),
    "ru": ("распространённая ошибка", "распространенная ошибка", "типичная ошибка", "частая ошибка"),
    # the languages beyond the nine
    "ar": ("خطأ شائع",), "fa": ("اشتباه رایج",), "hi": ("आम गलती",), "bn": ("সাধারণ ভুল",), "ko": ("흔한 실수", "흔한 오류"),
    "th": ("ข้อผิดพลาดที่พบบ่อย",), "he": ("טעות נפוצה",), "tr": ("yaygın bir hata", "yaygın hata"),
    "vi": ("sai lầm thường gặp", "lỗi thường gặp"), "id": ("kesalahan umum",),
    "pl": ("częsty błąd",), "uk": ("поширена помилка",), "nl": ("een veelgemaakte fout",), "sv": ("ett vanligt misstag",),
    "el": ("ένα συνηθισμένο λάθος",),
    "cs": ("častá chyba",), "ro": ("o greșeală frecventă", "o greşeală frecventă", "o greșeală comună", "o greşeală comună"),
    "hu": ("gyakori hiba",), "fi": ("yleinen virhe",), "da": ("en almindelig fejl",), "nb": ("en vanlig feil",),
    # Swahili, Tagalog, Malay
    "sw": ("kosa la kawaida", "makosa ya kawaida"),
    "tl": ("karaniwang pagkakamali", "isang karaniwang pagkakamali"),
    "ms": ("kesilapan biasa", "kesilapan lazim", "kesalahan biasa"),
}
# Words in the sentence before a value that make it somebody else's claim or a known
# mistake, not the answer ("My friend claims the answer is 5", "A common mistake is 5").
REPORTED: Dict[str, Tuple[str, ...]] = {
    "en": ("claims", "claimed", "incorrectly", "mistakenly", "wrongly", "erroneously",
           "a naive", "might think", "might say", "would be tempted", "tempting to say", "one might answer",
           "someone might", "some might", "wrong approach", "wrong method", "careless", "would get", "would give",
           "far from", "hardly", "no longer", "naive approach", "wrong answer", "incorrect approach", "incorrect answer", "a wrong answer", "it is not the case", "not the case that", "my friend", "a friend", "my classmate", "a classmate", "someone says", "somebody says", "someone said", "somebody said", "others say", "says the answer is", "said the answer is", "says that the answer is", "told me", "according to my friend", "it's false that", "it is false that", "it is not true that", "it's not true that", "don't write", "do not write"),
    "zh": ("声称", "错误地", "误以为", "我朋友说", "有人说"),
    "es": ("afirma que", "erróneamente", "por error", "mi amigo dice", "mi amiga dice", "alguien dice"),
    "fr": ("prétend", "à tort", "par erreur", "mon ami dit", "mon amie dit", "quelqu'un dit"),
    "de": ("behauptet", "fälschlicherweise", "irrtümlich", "mein freund sagt", "meine freundin sagt", "jemand sagt"),
    "it": ("sostiene", "erroneamente", "per errore", "il mio amico dice", "la mia amica dice", "qualcuno dice"),
    "pt": ("afirma que", "erroneamente", "por engano", "meu amigo diz", "minha amiga diz", "alguém diz"),
    "ru": ("утверждает", "ошибочно", "по ошибке", "мой друг говорит", "кто-то говорит"),
    "ja": ("主張", "誤って", "友達は", "と言っています"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("يدعي", "يزعم", "عن طريق الخطأ", "صديقي يقول", "قال صديقي", "البعض يقول"),
    "fa": ("ادعا میکند", "به اشتباه", "دوستم میگوید", "برخی میگویند"),
    "hi": ("दावा करता है", "दावा करती है", "गलती से", "मेरा दोस्त कहता है", "कुछ लोग कहते हैं"),
    "bn": ("দাবি করে", "ভুল করে", "আমার বন্ধু বলে", "কেউ কেউ বলে"),
    "ko": ("잘못하여", "주장한다", "내 친구는", "누군가는"),
    "th": ("อ้างว่า", "โดยผิดพลาด", "เพื่อนบอกว่า", "บางคนบอกว่า"),
    "he": ("טוען", "טוענת", "בטעות", "חבר שלי אומר", "יש שיאמרו"),
    "tr": ("iddia ediyor", "yanlışlıkla", "arkadaşım diyor ki", "arkadaşıma göre"),
    "vi": ("một cách sai lầm", "nhầm tưởng", "bạn tôi nói", "có người nói"),
    "id": ("mengklaim", "secara keliru", "keliru menganggap", "teman saya bilang",
           "teman saya mengatakan", "ada yang bilang"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("twierdzi", "błędnie", "omyłkowo", "mój kolega mówi", "mój przyjaciel mówi", "ktoś mówi"),
    "uk": ("стверджує", "помилково", "мій друг каже", "хтось каже"),
    "nl": ("beweert", "ten onrechte", "abusievelijk", "mijn vriend zegt", "iemand zegt"),
    "sv": ("hävdar", "felaktigt", "av misstag", "min vän säger", "någon säger"),
    "el": ("ισχυρίζεται", "λανθασμένα", "κατά λάθος", "ο φίλος μου λέει", "κάποιος λέει"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("tvrdí", "mylně", "chybně", "omylem", "můj kamarád říká", "někdo říká"),
    "ro": ("susține", "susţine", "pretinde", "în mod greșit", "în mod greşit", "din greșeală", "din greşeală", "prietenul meu spune", "cineva spune"),
    "hu": ("állítja", "tévesen", "hibásan", "véletlenül", "a barátom szerint", "a barátom azt mondja", "valaki azt mondja"),
    "fi": ("väittää", "virheellisesti", "erehdyksessä", "vahingossa", "ystäväni sanoo", "joku sanoo"),
    "da": ("påstår", "fejlagtigt", "ved en fejl", "min ven siger", "nogen siger"),
    "nb": ("hevder", "feilaktig", "ved en feil", "min venn sier", "noen sier"),
    # Swahili, Tagalog, Malay
    "sw": ("rafiki yangu", "mtu fulani anasema", "wengine husema", "wengine wanasema", "anadai", "wanadai",
           "kwa makosa", "jibu lisilo sahihi"),
    "tl": ("sabi ng kaibigan ko", "kaibigan ko", "ayon sa kaibigan ko", "sabi ng iba", "may nagsasabi", "iginigiit",
           "maling sagot"),
    "ms": ("kawan saya", "rakan saya", "ada yang kata", "ada orang kata", "mendakwa", "secara salah",
           "jawapan yang salah"),
}

# Openers of a sentence that restates the question's givens: such a final sentence is
# not a conclusion ("We are given: Wendi has 20 chickens.").
GIVENS: Dict[str, Tuple[str, ...]] = {
    "en": ("we are given", "we were given", "given that", "given", "restating", "the problem states", "the problem stated",
           "the problem says", "the problem said", "the problem tells us", "the problem told us", "the question asks",
           "the question says", "the question states", "the question stated", "the question tells us", "the statement says", "suppose", "assume", "let", "recall that", "recall", "remember that", "we know",
           "we knew", "we are told", "we were told", "as stated", "as given", "as we know", "as we were told",
           "note that", "notice that", "it is given", "it was given", "according to the problem", "by the problem",
           # the problem named as the source of the value ("Per the problem statement, the hypotenuse is 13.")
           "from the problem", "per the problem", "from the problem statement", "per the problem statement",
           "according to the problem statement", "the problem gives", "the problem gave", "the problem provides",
           "the question gives", "the problem statement gives", "as given in the problem", "as stated in the problem"),
    "zh": ("已知", "题目给出", "题目中说", "题目说", "题中给出", "根据题意", "由题意", "我们知道", "注意到", "假设", "设", "根据题目", "按照题目", "题目中"),
    "es": ("se nos da", "se nos dijo", "nos dicen que", "sabemos que", "como se indica", "como se dijo", "según el enunciado",
           "dado que", "supongamos", "sea", "recordemos que", "notemos que"),
    "fr": ("on nous donne", "on nous dit", "on sait que", "nous savons que", "comme indiqué", "d'après l'énoncé",
           "selon l'énoncé", "étant donné", "supposons", "soit", "rappelons que", "notons que"),
    "de": ("gegeben", "wir wissen", "bekanntlich", "laut aufgabe", "wie angegeben", "wie gesagt", "angenommen", "sei",
           "beachte, dass", "erinnern wir uns"),
    "it": ("ci viene dato", "ci è stato detto", "sappiamo che", "come indicato", "secondo il testo", "dato che",
           "supponiamo", "sia", "ricordiamo che", "notiamo che"),
    "pt": ("é dado", "foi dado", "sabemos que", "como indicado", "segundo o enunciado", "conforme o enunciado", "de acordo com o enunciado", "dado que", "suponha", "seja",
           "lembre que", "note que"),
    "ru": ("дано", "известно, что", "известно", "мы знаем", "по условию", "как сказано", "как указано", "пусть",
           "предположим", "напомним", "заметим, что"),
    "ja": ("与えられた", "問題文より", "問題より", "題意より", "仮定", "とする", "問題文によると", "問題によると", "問題文によれば", "問題によれば"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("معطى", "المعطى", "بفرض", "نفرض", "لنفرض", "ليكن"),
    "fa": ("داده شده", "فرض کنید", "فرض کنیم", "میدانیم"),
    "hi": ("दिया गया है", "दिया है", "मान लीजिए", "माना", "मान लें"),
    "bn": ("দেওয়া আছে", "দেওয়া আছে", "ধরি", "ধরা যাক", "মনে করি"),
    "ko": ("주어진", "가정하자", "가정하면", "문제에 따르면", "문제에 의하면"),
    "th": ("กำหนดให้", "สมมติ", "โจทย์กำหนด", "จากโจทย์"),
    "he": ("נתון", "נתון כי", "נניח", "יהי", "תהי"),
    "tr": ("verilen", "varsayalım", "kabul edelim", "biliyoruz ki"),
    "vi": ("cho biết", "giả sử", "theo đề bài", "đề bài cho"),
    "id": ("diketahui", "misalkan", "andaikan", "diberikan", "dimisalkan"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("dane", "mamy dane", "załóżmy", "niech", "przypuśćmy"),
    "uk": ("дано", "нехай", "припустимо", "відомо"),
    "nl": ("gegeven", "stel", "neem aan", "we weten dat"),
    "sv": ("givet", "antag", "låt", "vi vet att"),
    "el": ("δίνεται", "έστω", "ας υποθέσουμε", "υποθέτουμε"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("je dáno", "dáno", "máme dáno", "předpokládejme", "nechť", "víme, že", "ze zadání"),
    "ro": ("se dă", "se dau", "fie", "presupunem", "știm că", "ştim că", "conform enunțului", "conform enunţului"),
    "hu": ("adott", "legyen", "tegyük fel", "tudjuk, hogy", "a feladat szerint"),
    "fi": ("annettu", "olkoon", "oletetaan", "tiedämme, että", "tehtävän mukaan"),
    "da": ("givet", "antag", "lad os antage", "vi ved, at", "ifølge opgaven"),
    "nb": ("gitt", "anta", "anta at", "vi vet at", "ifølge oppgaven"),
    # Swahili, Tagalog, Malay
    "sw": ("tumepewa", "tumepewa kwamba", "imetolewa", "tuseme", "tuchukulie", "chukulia", "tunajua",
           "tunajua kwamba", "kwa mujibu wa swali", "swali linasema", "kumbuka kwamba", "zingatia kwamba",
           "tuliambiwa", "tumeambiwa"),
    "tl": ("ibinigay", "ibinigay na", "ayon sa problema", "ayon sa tanong", "sinasabi ng problema",
           "sabi ng problema", "ipagpalagay", "ipagpalagay natin", "hayaan", "hayaang", "alam natin", "tandaan na",
           "pansinin na"),
    "ms": ("diberi", "diberikan", "diketahui", "katakan", "andaikan", "biar", "kita tahu", "kita tahu bahawa",
           "mengikut soalan", "soalan menyatakan", "perhatikan bahawa", "ingat bahawa", "seperti yang diberi"),
}

# A word that ends the answer's clause by taking it back ("\boxed{5} — no.").
NEGATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("no", "nope", "not", "not quite", "nah"), "zh": ("不",), "es": ("no",), "fr": ("non", "pas"),
    "de": ("nein", "nicht"), "it": ("no",), "pt": ("não",), "ru": ("нет", "не"), "ja": ("いや", "違う"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("لا", "كلا"),
    "fa": ("نیست", "نه", "نمیباشد"),
    "hi": ("नहीं", "नही"),
    "bn": ("নয়", "নয়", "না"),
    "ko": ("아니다", "아닙니다", "아니에요", "아니야", "아님", "아니오", "아니요"),
    "th": ("ไม่ใช่",),
    "he": ("לא",),
    "tr": ("değil", "değildir", "hayır", "olamaz"),
    "vi": ("không phải",),
    "id": ("bukan", "tidak"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("nie",),
    "uk": ("ні", "не"),
    "nl": ("nee", "niet"),
    "sv": ("nej", "inte"),
    "el": ("όχι", "δεν"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("ne", "není"),
    "ro": ("nu",),
    "hu": ("nem",),
    "fi": ("ei",),
    "da": ("nej", "ikke"),
    "nb": ("nei", "ikke"),
    # Swahili, Tagalog, Malay
    "sw": ("hapana", "sio", "siyo", "sivyo"),
    "tl": ("hindi",),
    "ms": ("bukan", "tidak"),
}

# Phrases that say there is no answer ("cannot be determined"): a response that ends on one, or whose
# final-answer line after its last box says so, has no answer.
NO_VALUE: Dict[str, Tuple[str, ...]] = {
    "en": ("cannot be determined", "can't be determined", "not enough information", "no solution exists", "undetermined",
           "could not determine", "couldn't determine", "cannot determine", "can't determine", "unable to determine",
           "i don't know", "i do not know", "no answer", "not determined", "has no solution", "i give up", "unable to solve", "could not solve", "couldn't solve", "was unable to"),
    "zh": ("无法确定", "不能确定", "不知道", "无法判断"),
    "es": ("no se puede determinar", "no puedo determinar", "no lo sé", "no sé"),
    "fr": ("ne peut pas être déterminé", "impossible à déterminer", "je ne sais pas"),
    "de": ("kann nicht bestimmt werden", "nicht bestimmbar", "ich weiß es nicht", "weiß nicht"),
    "it": ("non può essere determinato", "non si può determinare", "non lo so"),
    "pt": ("não pode ser determinado", "não é possível determinar", "não sei"),
    "ru": ("невозможно определить", "нельзя определить", "не знаю"),
    "ja": ("決定できません", "わかりません", "分かりません"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("لا يمكن تحديد", "لا يمكن تحديده", "لا أعرف", "لا أدري", "لا يوجد حل", "معلومات غير كافية"),
    "fa": ("نمیتوان تعیین کرد", "نمیدانم", "جواب ندارد", "اطلاعات کافی نیست"),
    "hi": ("निर्धारित नहीं किया जा सकता", "पता नहीं", "मुझे नहीं पता", "कोई हल नहीं", "पर्याप्त जानकारी नहीं"),
    "bn": ("নির্ণয় করা যায় না", "নির্ধারণ করা যায় না", "জানি না", "কোনো সমাধান নেই", "যথেষ্ট তথ্য নেই"),
    "ko": ("알 수 없다", "알 수 없습니다", "결정할 수 없다", "결정할 수 없습니다", "모르겠다", "모르겠습니다", "해가 없다", "정보가 부족"),
    "th": ("ไม่สามารถหาได้", "ไม่สามารถระบุได้", "ไม่ทราบ", "ข้อมูลไม่เพียงพอ", "ไม่มีคำตอบ"),
    "he": ("לא ניתן לקבוע", "אי אפשר לקבוע", "אני לא יודע", "אני לא יודעת", "אין פתרון", "אין מספיק מידע"),
    "tr": ("belirlenemez", "bilmiyorum", "çözümü yok", "yeterli bilgi yok", "tespit edilemez"),
    "vi": ("không thể xác định", "không xác định được", "tôi không biết", "không đủ thông tin"),
    "id": ("tidak dapat ditentukan", "tidak bisa ditentukan", "saya tidak tahu", "tidak ada solusi",
           "informasi tidak cukup"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("nie można określić", "nie da się określić", "nie wiem", "brak rozwiązania", "za mało informacji"),
    "uk": ("неможливо визначити", "не можна визначити", "не знаю", "немає розв'язку"),
    "nl": ("kan niet worden bepaald", "niet te bepalen", "ik weet het niet", "geen oplossing", "onvoldoende informatie"),
    "sv": ("kan inte bestämmas", "går inte att bestämma", "jag vet inte", "ingen lösning", "otillräcklig information"),
    "el": ("δεν μπορεί να προσδιοριστεί", "δεν ξέρω", "δεν υπάρχει λύση", "ανεπαρκείς πληροφορίες"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("nelze určit", "nedá se určit", "nevím", "nemá řešení", "neexistuje řešení", "nedostatek informací"),
    "ro": ("nu poate fi determinat", "nu se poate determina", "nu știu", "nu ştiu", "nu există soluție", "nu există soluţie", "informații insuficiente", "informaţii insuficiente"),
    "hu": ("nem határozható meg", "nem lehet meghatározni", "nem tudom", "nincs megoldás", "nincs elég információ"),
    "fi": ("ei voida määrittää", "ei voi määrittää", "en tiedä", "ei ratkaisua", "ratkaisua ei ole", "riittämättömät tiedot"),
    "da": ("kan ikke bestemmes", "kan ikke afgøres", "jeg ved det ikke", "ingen løsning", "utilstrækkelig information"),
    "nb": ("kan ikke bestemmes", "kan ikke avgjøres", "jeg vet ikke", "ingen løsning", "utilstrekkelig informasjon"),
    # Swahili, Tagalog, Malay
    "sw": ("haiwezi kubainishwa", "haiwezekani kubainisha", "haiwezi kujulikana", "sijui", "haina suluhisho",
           "taarifa haitoshi", "taarifa hazitoshi"),
    "tl": ("hindi matukoy", "hindi matutukoy", "hindi ko alam", "walang solusyon", "kulang ang impormasyon",
           "hindi sapat ang impormasyon"),
    "ms": ("tidak dapat ditentukan", "tidak boleh ditentukan", "saya tidak tahu", "tidak mempunyai penyelesaian",
           "maklumat tidak mencukupi"),
}

# Words that call a value after them the true one ("the true count is 6", "el valor correcto es 6"): stated
# after the answer about another value, they replace it.  ("real" and "right" are left out: "the real
# part is 3", "the right angle is 90".)
TRUE_VALUE_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("true", "correct", "actual", "corrected", "exact"),
    "es": ("verdadero", "verdadera", "correcto", "correcta"),
    "fr": ("vrai", "vraie", "correct", "correcte", "véritable"),
    "de": ("wahre", "richtige", "korrekte", "tatsächliche"),
    "it": ("vero", "vera", "corretto", "corretta", "effettivo"),
    "pt": ("verdadeiro", "verdadeira", "correto", "correta", "certo", "certa"),
    "ru": ("правильный", "правильное", "правильная", "истинный", "истинное", "правильно"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("الصحيح", "الصحيحة", "الحقيقي", "الحقيقية", "الفعلي", "الفعلية"),
    "fa": ("درست", "صحیح", "واقعی"),
    "hi": ("सही", "वास्तविक"),
    "bn": ("সঠিক", "প্রকৃত"),
    "he": ("האמיתי", "האמיתית", "הנכון", "הנכונה"),
    "vi": ("đúng", "thực tế", "chính xác"),
    "id": ("benar", "sebenarnya", "sesungguhnya"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("prawdziwy", "prawdziwa", "prawdziwe", "poprawny", "poprawna", "poprawne", "prawidłowy", "prawidłowa", "prawidłowe",
           "prawdziwą", "poprawną", "prawidłową", "prawdziwym", "poprawnym", "prawidłowym"),  # the instrumental before "jest"
    "uk": ("правильний", "правильне", "правильна", "справжній", "справжнє", "правильно"),
    "nl": ("ware", "juiste", "correcte", "werkelijke"),
    "sv": ("sanna", "rätta", "korrekta", "faktiska"),
    "el": ("πραγματικό", "πραγματική", "σωστό", "σωστή", "σωστός"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("skutečný", "skutečná", "skutečné", "správný", "správná", "správné", "pravý", "pravá", "pravé"),
    "ro": ("adevărat", "adevărată", "adevăratul", "adevărata", "corect", "corectă", "corectul", "corecta"),
    "hu": ("valódi", "helyes", "tényleges", "igazi"),
    "fi": ("oikea", "todellinen", "varsinainen"),
    "da": ("sande", "rigtige", "korrekte", "faktiske"),
    "nb": ("sanne", "riktige", "korrekte", "faktiske"),
    # Swahili, Tagalog, Malay
    "sw": ("sahihi", "kweli"),
    "tl": ("tamang", "totoong", "aktuwal"),
    "ms": ("betul", "sebenar", "sebenarnya", "tepat"),
}

# A hedge's words that a negator before them turns into a negated modal verb: French "ne peut être"
# (cannot be), not "peut-être" (maybe).  No hedge is found inside one; the scope of its negation is read
# as any other's ("ne peut être que 15" restricts, "ne peut être 15" denies).
NEGATED_MODALS: Dict[str, Tuple[str, ...]] = {
    "fr": ("ne peut être", "ne peuvent être", "ne pouvait être", "ne pourra être", "ne saurait être"),
    # no other possibility: the negation's scope is the other values ("唯一的解是 9，没有别的可能")
    "zh": ("没有别的可能", "没有其他可能", "没有其它可能", "别无可能", "不存在其他可能"),
    "th": ("ไม่อาจ", "ไม่อาจจะ"),  # "cannot": a negated modal of possibility, no "may"
}

# Idioms that hold a hedge's or a retraction's word but qualify nothing about the answer: a
# method that is "error-prone" (a check "consistent with our rough estimate" is read by COMPARED_WITH), a remark about the
# reader's mistake ("you probably squared the difference").  A phrase inside one does not count.
NEUTRAL_IDIOMS: Dict[str, Tuple[str, ...]] = {
    "en": ("error-prone", "error prone", "prone to error", "prone to errors", "trial and error", "without error",
           "you probably", "you may have", "you might have",
           "if you got", "equally likely", "equally probable", "perhaps surprisingly", "maybe surprisingly", "either way", "in either case", "either method", "guess and check", "guess-and-check",
           # a doubt dismissed (DOUBT_DISMISSERS): certainty, after the answer as before it
           "without a doubt", "without doubt", "without any doubt", "beyond doubt", "beyond a doubt", "beyond any doubt",
           "little doubt", "if in doubt", "when in doubt"),
    "es": ("propenso a errores", "ensayo y error", "igualmente probables", "igualmente probable", "de cualquier forma", "sin duda", "sin duda alguna"),
    "fr": ("sujet aux erreurs", "essais et erreurs", "également probables", "équiprobables", "dans les deux cas", "sans aucun doute", "hors de doute"),
    "de": ("fehleranfällig", "versuch und irrtum", "gleich wahrscheinlich", "in beiden fällen", "ohne zweifel", "zweifellos",
           "sehr wohl", "wohl aber"),  # "ist sehr wohl 12": indeed, no "presumably"
    "it": ("soggetto a errori", "per tentativi", "ugualmente probabili", "equiprobabili"),
    "pt": ("propenso a erros", "tentativa e erro", "igualmente prováveis", "igualmente provável"),
    "zh": ("等可能", "可能性相等", "无论哪种情况"),
    "ja": ("間違いありません", "間違いない", "間違いなく", "間違いございません"),  # (no mistake: certainly)
    "ru": ("равновероятны", "равновероятно", "в любом случае"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "th": ("ความน่าจะเป็น",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("metodą prób i błędów", "jednakowo prawdopodobne", "w obu przypadkach"),
    "uk": ("рівноймовірні", "рівноймовірно", "у будь-якому разі"),
    "nl": ("foutgevoelig", "vallen en opstaan", "even waarschijnlijk", "in beide gevallen"),
    "sv": ("lika sannolika", "i båda fallen"),
    "el": ("ισοπίθανα", "ισοπίθανο", "σε κάθε περίπτωση"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("metodou pokus omyl", "pokus omyl", "stejně pravděpodobné", "v obou případech"),
    "ro": ("prin încercare și eroare", "prin încercare şi eroare", "la fel de probabile", "în ambele cazuri"),
    "hu": ("próba és hiba", "egyformán valószínű", "egyenlő valószínűségű", "mindkét esetben"),
    "fi": ("yrityksen ja erehdyksen", "yhtä todennäköisiä", "yhtä todennäköinen", "kummassakin tapauksessa", "molemmissa tapauksissa"),
    "da": ("lige sandsynlige", "lige sandsynligt", "i begge tilfælde", "fejlbehæftet"),
    "nb": ("like sannsynlige", "like sannsynlig", "i begge tilfeller", "prøving og feiling"),
    # Swahili, Tagalog, Malay
    "sw": ("bila shaka", "bila kosa", "kwa vyovyote vile", "majaribio na makosa"),
    "tl": ("walang duda", "walang alinlangan", "pagsubok at pagkakamali", "subok at mali", "alinman sa dalawa"),
    "ms": ("tanpa ragu", "tidak syak lagi", "cuba jaya", "dalam apa jua keadaan"),
}

# Words after a doubt ("Let me verify: ...") that conclude it in the answer's favour; a doubt
# after the answer with none of these (and no restatement of the answer) leaves it unasserted.
CONFIRMATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("correct", "confirmed", "confirms", "confirm", "verify", "yes", "checks out", "holds", "hold", "verified", "indeed", "consistent",
           "matches", "match", "agrees", "agree", "adds up", "add up", "check out", "is right", "that's right", "✓", "✔", "good", "no mistakes", "no mistake", "no errors", "no error",
           "not approximate", "not approximately", "not an approximation", "not an estimate", "not rounded"),
    "zh": ("正确", "没错", "对的", "验证", "确认"),
    "es": ("correcto", "confirmado", "sí", "se verifica", "coincide", "se sostiene", "se cumple", "está bien", "estar bien"),
    "fr": ("correct", "confirmé", "oui", "se vérifie", "juste", "tient"),
    "de": ("korrekt", "richtig", "bestätigt", "bestätigen", "ja", "stimmt", "stimmen"),
    "it": ("corretto", "confermato", "sì", "giusto", "torna", "regge"),
    "pt": ("correto", "confirmado", "confirmar", "sim", "certo", "confere", "se sustenta", "se cumpre"),
    "ru": ("верно", "правильно", "подтверждено", "да", "сходится"),
    "ja": ("正しい", "確認できた", "はい", "合っている"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("صحيح", "صحيحة", "تم التحقق", "نعم", "يتطابق", "مطابق"),
    "fa": ("درست است", "درست", "صحیح", "تأیید شد", "بله", "مطابقت دارد"),
    "hi": ("सही", "सही है", "हाँ", "हां", "पुष्टि", "मेल खाता है"),
    "bn": ("সঠিক", "ঠিক", "হ্যাঁ", "মিলে গেছে", "মিলেছে"),
    "ko": ("맞다", "맞습니다", "맞음", "정확", "확인됨", "확인되었다", "일치", "일치한다", "일치합니다", "네"),
    "th": ("ถูกต้อง", "ตรงกัน"),
    "he": ("נכון", "מאומת", "כן", "מתאים", "תקין"),
    "tr": ("doğru", "evet", "doğrulandı", "tutarlı", "sağlanıyor", "uyuyor"),
    "vi": ("đúng", "chính xác", "đã kiểm tra", "thỏa mãn", "phù hợp", "khớp"),
    "id": ("benar", "tepat", "sesuai", "terverifikasi", "cocok", "ya benar", "terbukti"),  # not "ya" alone: Swahili "of"
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("poprawnie", "zgadza się", "zgadza", "tak", "potwierdzone", "prawidłowo", "dobrze"),
    "uk": ("вірно", "правильно", "підтверджено", "так", "сходиться"),
    "nl": ("klopt", "correct", "juist", "ja", "bevestigd"),
    "sv": ("stämmer", "korrekt", "rätt", "ja", "bekräftat"),
    "el": ("σωστό", "σωστά", "ναι", "επιβεβαιώνεται", "ισχύει"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("správně", "souhlasí", "sedí", "ano", "ověřeno", "potvrzeno", "potvrdit", "ověřit", "platí", "v pořádku"),
    "ro": ("corect", "se verifică", "verificat", "confirmat", "se potrivește", "se potriveşte", "este în regulă"),
    "hu": ("helyes", "stimmel", "igen", "ellenőrizve", "megerősítve", "teljesül", "rendben"),
    "fi": ("oikein", "pitää paikkansa", "kyllä", "tarkistettu", "vahvistettu", "täsmää", "toteutuu"),
    "da": ("korrekt", "rigtigt", "stemmer", "ja", "bekræftet", "passer", "ingen fejl"),
    "nb": ("korrekt", "riktig", "stemmer", "ja", "bekreftet", "passer", "ingen feil"),
    # Swahili, Tagalog, Malay
    "sw": ("sahihi", "ni sahihi", "ndiyo", "imethibitishwa", "inalingana", "inakubaliana", "hakuna kosa",
           "hakuna makosa"),
    "tl": ("tama", "oo", "kumpirmado", "tugma", "tumutugma", "walang mali"),
    "ms": ("betul", "tepat", "disahkan", "sepadan", "sah", "tiada kesilapan", "tiada kesalahan"),
}
# Confirmations that compare the answer with what follows them ("agrees with the rough estimate we made",
# "совпадает с нашей грубой оценкой"): a hedge in what they compare it with qualifies that, not the answer.
COMPARED_WITH: Dict[str, Tuple[str, ...]] = {
    "en": ("agrees with", "agree with", "matches", "match", "consistent with", "in line with", "coincides with", "lines up with",
           "compared with", "compared to"),
    "fr": ("concorde avec", "correspond à", "cohérent avec", "cohérente avec", "en accord avec"),
    "de": ("stimmt mit", "übereinstimmt mit", "passt zu", "deckt sich mit", "im Einklang mit"),
    "es": ("coincide con", "concuerda con", "consistente con", "coherente con", "de acuerdo con"),
    "it": ("coincide con", "concorda con", "coerente con", "in linea con"),
    "pt": ("coincide com", "concorda com", "consistente com", "bate com", "de acordo com"),
    "ru": ("совпадает с", "согласуется с", "сходится с"), "uk": ("збігається з", "узгоджується з"),
    "pl": ("zgadza się z", "pokrywa się z"), "nl": ("komt overeen met", "klopt met"), "sv": ("stämmer med", "överensstämmer med"),
}
# The hedges that are nouns of estimation ("estimate", "guess"): in what a comparison compares the answer with
# ("agrees with the rough estimate we made") they name that, not a hedge of the answer; an adverb or a clause
# there ("matches the key more or less", "agrees with what I believe is correct") still hedges it.
ESTIMATE_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("estimate", "guess", "approximation", "ballpark"), "pt": ("estimativa", "aproximação"),
    "es": ("estimación", "aproximación"), "fr": ("estimation", "approximation"), "it": ("stima",),
    "de": ("schätzung", "überschlag"), "ru": ("оценка", "оценкой", "прикидка", "прикидкой"),
}
# The tails of a hyphenated compound that say "without" ("typo-free", "fehler-frei", "fejl-fri"): a withdrawal
# word at its head is then no withdrawal, as "no error" confirms.
PRIVATIVE_TAILS: Dict[str, Tuple[str, ...]] = {
    "en": ("free", "proof", "less"), "de": ("frei", "los"), "nl": ("vrij", "loos"), "sv": ("fri", "fritt", "lös"),
    "da": ("fri", "frit", "løs"), "nb": ("fri", "fritt", "løs"),
}
# The confirmations that are intransitive verbs ("the bound holds", "it all adds up"): with an object after
# them they are other verbs ("No member holds a title", "nobody adds up the columns"), no claim of validity.
INTRANSITIVE_CONFIRMATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("holds", "hold", "checks out", "check out", "adds up", "add up"),
}

# Words between two boxes that make the later one a correction of the earlier one
# (besides every retraction and doubt above): "\boxed{6} no, \boxed{5}".
CORRECTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("no", "instead", "rather", "i mean", "let me fix", "fixed", "revised", "updated"),
    "zh": ("不", "应该是", "改正"),
    "es": ("no", "mejor dicho", "en su lugar"),
    "fr": ("non", "plutôt", "en fait"),
    "de": ("nein", "vielmehr", "stattdessen"),
    "it": ("no", "anzi", "piuttosto"),
    "pt": ("não", "aliás", "na verdade"),
    "ru": ("нет", "вернее", "точнее"),
    "ja": ("いや", "訂正すると", "正しくは"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("بل", "بدلا من ذلك", "بدلًا من ذلك", "أقصد", "أعني"),
    "fa": ("بلکه", "منظورم"),
    "hi": ("बल्कि", "मेरा मतलब"),
    "bn": ("বরং", "মানে"),
    "ko": ("아니", "아니라", "대신"),
    "th": ("ไม่สิ", "ไม่ใช่สิ", "หมายถึง", "แก้เป็น"),
    "he": ("אלא", "בעצם", "התכוונתי"),
    "tr": ("daha doğrusu", "demek istedim", "yerine"),
    "vi": ("à không", "ý tôi là", "đúng hơn là", "thay vào đó"),
    "id": ("maksud saya", "maksudnya", "sebagai gantinya"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("raczej", "właściwie", "a właściwie", "zamiast tego"),
    "uk": ("ні", "вірніше", "точніше", "замість цього"),
    "nl": ("nee", "beter gezegd", "liever gezegd", "in plaats daarvan", "eigenlijk"),
    "sv": ("nej", "snarare", "istället", "i stället", "rättare sagt"),
    "el": ("καλύτερα", "εννοώ"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("spíše", "spíš", "vlastně", "místo toho", "lépe řečeno"),
    "ro": ("mai degrabă", "de fapt", "în schimb", "mai bine zis"),
    "hu": ("inkább", "helyesen", "helyette", "pontosabban", "akarom mondani"),
    "fi": ("eikun", "tai siis", "pikemminkin", "sen sijaan", "tarkoitan"),
    "da": ("nej", "snarere", "i stedet", "rettere sagt"),
    "nb": ("nei", "snarere", "i stedet", "rettere sagt"),
    # Swahili, Tagalog, Malay
    "sw": ("hapana", "badala yake", "namaanisha"),
    "tl": ("sa halip", "ibig kong sabihin"),  # not "hindi", the copula's negator
    "ms": ("maksud saya", "sebaliknya"),  # not "bukan", the copula's negator ("jumlahnya bukan 30"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("točnije", "bolje rečeno", "umjesto toga"),
    "sk": ("vlastne", "namiesto toho", "lepšie povedané", "presnejšie"),
    "et": ("õigemini", "täpsemini", "selle asemel"),
    "lt": ("tiksliau", "veikiau", "vietoj to"),
    "ca": ("millor dit", "en lloc d'això", "més aviat"),
    "is": ("öllu heldur", "í staðinn", "réttara sagt"),
    "sq": ("më saktë", "në vend të kësaj", "dua të them"),
}

# Words right before a value that deny it ("the answer is not \boxed{5}").
DENIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("not", "isn't", "isnt", "never", "instead of", "rather than", "except", "other than", "nor", "cannot be",
           "can't be", "couldn't be", "doesn't equal", "does not equal", "is not equal to", "excluding", "must not be", "not the answer", "won't be", "will not be", "shouldn't be", "should not be", "wasn't", "was not", "wasnt", "shouldnt", "wouldn't be", "would not be", "isnt going to be", "is not going to be", "unlikely to be", "ain't", "aint", "by no means", "in no way", "anything but", "different from", "≠", "unequal to", "not equal to", "not necessarily"),
    "zh": ("不是", "并非", "而不是", "不等于", "不会是", "未必", "未必是", "不见得"),
    "es": ("no es", "nunca", "en lugar de", "excepto", "no será", "no sería", "no es igual a", "de ninguna manera", "en ningún caso", "distinto de", "distinta de", "diferente de", "no puede ser"),
    "fr": ("n'est pas", "pas", "jamais", "au lieu de", "sauf", "n'est pas égal à", "nullement", "en aucun cas", "différent de", "différente de"),
    "de": ("ist nicht", "nicht", "kein", "keine", "niemals", "statt", "anstatt", "außer", "keineswegs", "ungleich", "keinesfalls", "auf keinen fall"),
    "it": ("non è", "non", "mai", "invece di", "tranne", "non vale", "non sarà", "in nessun caso", "diverso da", "diversa da"),
    "pt": ("não é", "não", "nunca", "em vez de", "exceto", "não seria", "não será", "de modo algum", "diferente de"),
    "ru": ("не равен", "не равно", "не равняется", "не", "вместо", "кроме", "никак не", "отнюдь не"),
    "ja": ("ではない", "ではなく", "じゃない"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("ليس", "ليست", "لا يساوي", "لا تساوي", "لا يمكن أن يكون", "لن يكون", "بدلا من", "بدلًا من", "بدلاً من",
           "عدا", "باستثناء"),
    "fa": ("نه", "به جای", "بجای", "غیر از", "به جز", "بجز", "بهجز"),
    "hi": ("न कि", "ना कि", "नाकि"),
    "th": ("ไม่ใช่", "ไม่เท่ากับ", "ไม่ได้เป็น", "แทนที่จะเป็น", "ยกเว้น", "นอกจาก"),
    "he": ("לא", "אינה", "אינו", "איננה", "איננו", "במקום", "ולא", "חוץ מ", "פרט ל", "לעולם לא", "שונה מ"),
    "tr": ("asla", "hiçbir zaman", "hiçbir şekilde"),
    "vi": ("không phải", "không phải là", "chẳng phải", "không bằng", "không bao giờ", "thay vì", "ngoại trừ",
           "khác với"),
    "id": ("bukan", "bukanlah", "bukannya", "tidak sama dengan", "tidak akan", "tidak pernah", "selain", "kecuali",
           "alih-alih"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("nie jest", "nie", "nigdy", "zamiast", "oprócz", "z wyjątkiem", "w żadnym wypadku", "różne od", "nie równa się"),
    "uk": ("не дорівнює", "не", "замість", "крім", "ніяк не", "аж ніяк не", "ніколи"),
    "nl": ("is niet", "niet", "geen", "nooit", "in plaats van", "behalve", "ongelijk aan", "geenszins", "allerminst"),
    "sv": ("är inte", "inte", "ej", "aldrig", "istället för", "i stället för", "utom", "förutom", "skilt från"),
    "el": ("δεν είναι", "δεν", "όχι", "ποτέ", "αντί για", "εκτός από", "διάφορο του", "σε καμία περίπτωση"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("není", "ne", "nikdy", "místo", "kromě", "s výjimkou", "v žádném případě", "různé od", "se nerovná", "nerovná se", "nemůže být", "nebude"),
    "ro": ("nu este", "nu e", "nu", "niciodată", "în loc de", "în afară de", "cu excepția", "cu excepţia", "în niciun caz", "diferit de", "nu poate fi", "nu va fi"),
    "hu": ("nem", "nem pedig", "soha", "kivéve", "semmiképpen", "semmiképp sem", "nem egyenlő", "nem lehet", "nem lesz"),
    "fi": ("ei ole", "ei", "eikä", "ei koskaan", "koskaan", "sen sijaan että", "paitsi", "lukuun ottamatta", "ei voi olla", "ei missään tapauksessa", "eri kuin"),
    "da": ("er ikke", "ikke", "aldrig", "i stedet for", "undtagen", "bortset fra", "forskellig fra", "ingenlunde"),
    "nb": ("er ikke", "ikke", "aldri", "i stedet for", "unntatt", "bortsett fra", "forskjellig fra", "ingenlunde"),
    # Swahili, Tagalog, Malay
    "sw": ("si", "sio", "siyo", "si sawa na", "sio sawa na", "haiwezi kuwa", "haliwezi kuwa", "badala ya",
           "isipokuwa"),
    "tl": ("hindi", "hindi katumbas ng", "hindi kailanman", "sa halip na", "imbes na"),
    "ms": ("bukan", "bukanlah", "bukannya", "tidak sama dengan", "tidak bersamaan dengan", "tidak akan",
           "tidak pernah", "selain", "kecuali"),
}

# Words that join values into one list answer ("2 and 3", "3 or 5", "3 ou 5", "3 或 5").
# Between values of a single-valued answer, either kind is a hedge.
CONJUNCTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("and",), "zh": ("和", "以及", "与"), "es": ("y", "e"), "fr": ("et",), "de": ("und",),
    "it": ("e", "ed"), "pt": ("e",), "ru": ("и",), "ja": ("と", "および"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("و",),
    "fa": ("و",),
    "hi": ("और", "तथा", "एवं"),
    "bn": ("এবং", "ও"),
    "ko": ("그리고", "및", "와", "과"),
    "th": ("และ",),
    "he": ("ו", "וגם"),
    "tr": ("ve",),
    "vi": ("và",),
    "id": ("dan",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("oraz",),
    "uk": ("і", "та"),
    "sv": ("och",),
    "el": ("και",),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "ro": ("și", "şi"),
    "hu": ("és",),
    "fi": ("ja",),
    "da": ("og",),
    "nb": ("og",),
    # Malay.  Swahili "na" and Tagalog "at" are left out: "na" is the Tagalog linker ("12 na mansanas") and
    # Czech "na druhou", "at" an English word.
    "ms": ("dan", "serta"),
}
# Disjunctions that are another language's word elsewhere: read as "or" only between two values ("x = 2 au x = 3").
BETWEEN_VALUES_DISJUNCTIONS: Tuple[str, ...] = ("au",)
DISJUNCTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("or", "or else", "vs", "versus"), "zh": ("或", "或者", "还是"), "es": ("o", "u", "o bien"), "fr": ("ou", "ou bien"), "de": ("oder",),
    "it": ("o", "oppure"), "pt": ("ou",), "ru": ("или", "либо"), "ja": ("または", "か", "あるいは", "もしくは"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("أو", "او"),
    "fa": ("یا",),
    "hi": ("या", "अथवा"),
    "bn": ("অথবা", "বা"),
    "ko": ("또는", "혹은", "이나"),
    "th": ("หรือ",),
    "he": ("או",),
    "tr": ("veya", "ya da", "yahut"),
    "vi": ("hoặc", "hay"),
    "id": ("atau",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("lub", "albo", "czy"),
    "uk": ("або", "чи"),
    "nl": ("ofwel",),
    "sv": ("eller",),
    "el": ("ή",),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("nebo", "anebo", "či"),
    "ro": ("sau",),
    "hu": ("vagy", "avagy"),
    "fi": ("tai", "vai", "taikka"),
    "da": ("eller",),
    "nb": ("eller",),
    # Tagalog, Malay.  Swahili "au" is left out: French "au" ("au total", "Au départ, ... 42" after the answer); it joins
    # only two values it stands between (BETWEEN_VALUES_DISJUNCTIONS).
    "tl": ("o", "o kaya"),
    "ms": ("atau", "ataupun"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("ili",),
    "sk": ("alebo", "či"),
    "et": ("või",),
    "lt": ("arba",),
    "ca": ("o bé",),
    "is": ("eða",),
    "sq": ("ose",),
}

# Openers after the final answer that doubt it: interjections ("Wait", "Hmm"), second thoughts ("on closer
# inspection", "bij nader inzien") and checks ("let me double-check").  With no conclusion after them the response is unfinished
# ("Wait, let me double-check..." and nothing more); an interjection followed by a value
# replaces the answer ("Actually, 13.").
INTERJECTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("wait", "hmm", "hold on", "but wait", "actually", "oh wait", "oh no", "uh oh", "erm", "um", "uh", "oops", "whoops",
           "on second thought", "on reflection", "on re-reading", "on rereading", "on closer inspection", "looking back",
           "redoing it", "recomputing", "recalculating"),
    "zh": ("等一下", "等下", "等等", "嗯"),
    "es": ("espera", "un momento", "pensándolo bien", "mirándolo bien"),
    "fr": ("attends", "attendez", "je corrige", "à la réflexion", "réflexion faite", "en y regardant de plus près"),
    "de": ("warte", "moment mal", "moment", "bei näherer betrachtung", "bei genauerer betrachtung", "bei genauerem hinsehen"),
    "it": ("aspetta", "un momento", "ripensandoci", "a pensarci bene", "a ben vedere"),
    "pt": ("espera", "um momento", "pensando melhor", "pensando bem", "olhando melhor"),
    "ru": ("подожди", "погоди", "при ближайшем рассмотрении", "хотя нет"),
    "ja": ("待って", "ちょっと待", "あ、"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("انتظر", "لحظة", "مهلا", "مهلاً", "همم"),
    "fa": ("صبر کن", "صبر کنید", "یک لحظه"),
    "hi": ("रुको", "रुकिए", "एक मिनट", "ज़रा रुको", "हम्म"),
    "bn": ("দাঁড়াও", "এক মিনিট", "হুম"),
    "ko": ("잠깐", "잠깐만", "잠시만", "잠깐만요"),
    "th": ("เดี๋ยวก่อน", "เดี๋ยวนะ", "อืม", "เอ๊ะ"),
    "he": ("רגע", "חכה", "רק רגע"),
    "tr": ("bekle", "bir dakika", "durun", "hayır, dur", "hayır dur"),
    "vi": ("khoan", "khoan đã", "đợi đã", "chờ đã", "ối", "ôi"),
    "id": ("tunggu", "tunggu dulu", "sebentar"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("czekaj", "zaczekaj", "zaraz", "chwila", "chwileczkę", "po namyśle", "po zastanowieniu"),
    "uk": ("зачекай", "зачекайте", "стоп", "хвилинку", "стривай"),
    "nl": ("wacht", "wacht even", "momentje", "bij nader inzien", "bij nadere beschouwing"),
    "sv": ("vänta", "vänta lite", "vänta nu", "ett ögonblick", "vid närmare eftertanke", "vid närmare granskning"),
    "el": ("περίμενε", "μισό λεπτό", "μια στιγμή", "στάσου"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("počkat", "počkej", "počkejte", "vydrž", "okamžik", "chvilku"),
    "ro": ("stai", "așteaptă", "aşteaptă", "stai puțin", "stai puţin", "o clipă", "un moment"),
    "hu": ("várj", "várjunk", "várjunk csak", "egy pillanat", "álljunk meg"),
    "fi": ("odota", "odotas", "hetkinen", "hetki"),
    "da": ("vent lidt", "vent nu", "vent et øjeblik", "et øjeblik"),
    "nb": ("vent litt", "vent nå", "vent et øyeblikk", "et øyeblikk"),
    # Swahili, Tagalog, Malay
    "sw": ("subiri", "subiri kidogo", "ngoja", "ngoja kidogo", "kumbe"),
    "tl": ("teka", "teka lang", "sandali", "sandali lang", "saglit", "naku", "hala"),
    "ms": ("tunggu", "tunggu sekejap", "sekejap", "nanti dulu", "alamak", "sebenarnya"),
}
CHECKS: Dict[str, Tuple[str, ...]] = {
    "en": ("let me double-check", "let me double check", "let me check", "let me verify", "let me reconsider",
           "let me re-examine", "let me think again", "let's verify", "let's check", "let us verify", "let us check",
           "let's double-check", "let's double check", "let's reconsider", "checking", "verification",
           # the work done again, the verb in its other forms ("Rechecking: ..., so x = 6")
           # ("redoing", "recomputing" and "recalculating" are withdrawals and interjections: read there)
           "rechecking", "re-checking", "double-checking", "verifying", "re-verifying", "recounting", "rechecked",
           "on rechecking", "checking again"),
    "zh": ("让我再检查", "让我验证"),
    "es": ("déjame verificar", "déjame comprobar"),
    "fr": ("vérifions", "laissez-moi vérifier"),
    "de": ("lass mich nachprüfen", "prüfen wir"),
    "it": ("verifichiamo", "fammi controllare", "ricontrolliamo", "ricontrolla"),
    "pt": ("deixe-me verificar", "vamos verificar"),
    "ru": ("проверим", "давайте проверим"),
    "ja": ("確認します", "確認しよう"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("دعني أتحقق", "دعنا نتحقق", "لنتحقق", "للتحقق", "التحقق", "لنراجع", "دعني أراجع"),
    "fa": ("بررسی کنیم", "بگذارید بررسی کنم", "اجازه دهید بررسی کنم", "راستیآزمایی"),
    "hi": ("जाँच करते हैं", "जांच करते हैं", "जाँचें", "जांचें", "सत्यापन", "जाँच", "जांच"),
    "bn": ("যাচাই করি", "যাচাই", "পরীক্ষা করি"),
    "ko": ("검산", "검증", "확인해 보자", "확인해보자", "확인해 보겠습니다", "확인해보겠습니다", "다시 확인"),
    "th": ("ตรวจสอบ", "ตรวจคำตอบ"),
    "he": ("נבדוק", "בדיקה", "אימות", "בוא נבדוק", "בואו נבדוק"),
    "tr": ("kontrol edelim", "doğrulayalım", "kontrol", "doğrulama", "sağlama", "kontrol edeyim"),
    "vi": ("kiểm tra", "thử lại", "kiểm tra lại"),
    "id": ("periksa", "mari periksa", "cek", "verifikasi", "pengecekan", "periksa kembali", "cek ulang"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("sprawdźmy", "sprawdzę", "sprawdzenie", "weryfikacja", "zweryfikujmy"),
    "uk": ("перевіримо", "давайте перевіримо", "перевірка"),
    "nl": ("laten we controleren", "laat me controleren", "even controleren", "controle", "verificatie"),
    "sv": ("låt oss kontrollera", "låt mig kontrollera", "vi kontrollerar", "kontroll", "verifiering"),
    "el": ("ας ελέγξουμε", "έλεγχος", "επαλήθευση", "ας επαληθεύσουμε"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("zkontrolujme", "ověřme", "kontrola", "ověření", "zkouška", "pro kontrolu"),
    "ro": ("să verificăm", "verificăm", "verificare", "hai să verificăm"),
    "hu": ("ellenőrizzük", "ellenőrzés", "nézzük meg"),
    "fi": ("tarkistetaan", "tarkistus", "tarkistan", "varmistetaan"),
    "da": ("lad os kontrollere", "lad mig kontrollere", "lad os tjekke", "lad mig tjekke", "kontrol", "tjek", "verifikation"),
    "nb": ("la oss kontrollere", "la meg kontrollere", "la oss sjekke", "la meg sjekke", "kontroll", "sjekk", "verifisering"),
    # Swahili, Tagalog, Malay
    "sw": ("tuhakikishe", "nihakikishe", "tuhakiki", "hebu tuhakiki", "uhakiki", "tuangalie tena", "ukaguzi"),
    "tl": ("suriin natin", "suriin", "tingnan natin ulit", "pagsusuri", "patunayan natin", "beripikahin"),
    "ms": ("semak", "mari semak", "semak semula", "mari kita semak", "semakan", "pengesahan", "mari sahkan"),
}

# Words that may stand between a qualifier and its value, read past when a phrase is looked for
# at the end of the words before a value ("at least = 5", "is not equal to 5", "might be 5",
# "ist nicht gleich 5", "non è uguale a 5"): the copulas and "equal (to)" of each language.
# "a" and "à" count only after their "equal" (alone, "a" is an article or a variable).
NEUTRAL_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("is", "be", "equal", "equals", "to", "of", "was", "are"),
    "es": ("es", "igual", "igual a"),
    "fr": ("est", "égal", "égale", "égal à", "égale à"),
    "de": ("ist", "gleich"),
    "it": ("è", "uguale", "uguale a", "pari a"),
    "pt": ("é", "igual", "igual a", "igual à"),
    "ru": ("равен", "равна", "равно"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("هو", "هي", "يساوي", "تساوي"),
    "fa": ("برابر", "برابر با", "معادل"),
    "hi": ("है", "हैं", "बराबर"),
    "bn": ("হলো", "হল", "হয়", "হয়", "সমান"),
    "he": ("הוא", "היא", "שווה", "שווה ל", "הינו", "הינה"),
    "tr": ("eşittir",),
    "vi": ("là", "bằng"),
    "id": ("adalah", "ialah", "sama dengan", "yaitu", "yakni", "merupakan"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("jest", "równa się", "równe", "równy", "wynosi"),
    "uk": ("дорівнює", "рівний", "рівна", "рівне", "становить"),
    "nl": ("is", "gelijk", "gelijk aan", "bedraagt"),
    "sv": ("är", "lika med", "blir"),
    "el": ("είναι", "ίσο", "ίσο με", "ισούται με"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("je", "rovná se", "rovno", "rovna", "činí"),
    "ro": ("este", "egal", "egal cu", "egală cu"),
    "hu": ("egyenlő", "lesz"),
    "fi": ("yhtä suuri kuin", "yhtä kuin", "ole"),
    "da": ("er", "lig med", "bliver"),
    "nb": ("er", "lik", "lik med", "blir"),
    # Swahili, Tagalog, Malay
    "sw": ("ni", "sawa na", "ni sawa na"),
    "tl": ("ay", "katumbas ng", "ay katumbas ng"),
    "ms": ("ialah", "adalah", "sama dengan", "bersamaan dengan", "iaitu", "merupakan"),
}

# Words so frequent in the sentences that state answers (measured on the corpora's final
# sentences, each in more than 3% of them) that a phrase is better looked up by another of its
# words.  A look-up hint only (phrases.PhraseSet.keys): no rule depends on it.
FREQUENT_WORDS = frozenset(
    "the a an is of so and in answer to that for we are by if on will from be per it this than get right as at "
    "was more one that's".split()
)

# The words most anchors of ANSWER_ANCHORS hold, one per language: a response without one of them
# holds none of its anchors, which are then not looked for.  A look-up hint only (extract/anchors.py).
ANCHOR_CORE_WORDS: Tuple[str, ...] = (
    "answer", "####", "respuesta", "réponse", "antwort", "resposta", "risposta", "ответ", "答案", "答え", "解答", "选", "正解", "choice",
    "الجواب", "الإجابة", "الاجابة", "پاسخ", "جواب", "उत्तर", "উত্তর", "답", "คำตอบ", "תשובה", "cevap", "yanıt", "đáp", "trả lời", "jawab",
    # Swahili, Tagalog, Malay
    "jibu", "sagot", "jawapan",
)

# A conclusion after the answer whose subject stands for it ("so the count becomes 252", "więc wynik to 252",
# "ולכן המספר הוא 252", "nên kết quả là 252"): between its connective and its value only a noun of the
# quantity asked (RESULT_NOUNS, at least one, or an anaphor), the verbs that give a result, expletives and
# the first person that gets it (RESULT_VERBS), determiners and auxiliaries.  Any other word, or none of
# these nouns ("so we get 56", "así que son 56": a part's value as often as the answer's), makes it none.
RESULT_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("count", "total", "number", "result", "sum", "amount", "answer"),
    "es": ("total", "número", "resultado", "suma", "cantidad", "respuesta"),
    "fr": ("total", "nombre", "résultat", "somme", "réponse"),
    "de": ("anzahl", "summe", "ergebnis", "gesamtzahl", "antwort"),
    "it": ("totale", "numero", "risultato", "somma", "risposta"),
    "pt": ("total", "número", "resultado", "soma", "resposta"),
    "ru": ("количество", "число", "итог", "ответ", "сумма", "результат"),
    "pl": ("wynik", "liczba", "suma", "odpowiedź"), "vi": ("kết", "quả", "tổng"), "id": ("hasilnya", "jumlahnya", "totalnya", "jawabannya"),
    "he": ("המספר", "התוצאה", "הסכום", "התשובה"), "tr": ("sonuç", "toplam", "sayı", "cevap"),
    "nl": ("aantal", "totaal", "uitkomst", "resultaat", "antwoord"), "sv": ("antalet", "summan", "resultatet", "svaret"),
    "hi": ("कुल", "उत्तर", "परिणाम"), "ja": ("合計", "総数", "答え", "結果", "全部"), "ko": ("합계", "총합", "정답", "결과", "전체"),
}
# Demonstratives that name what was said before with a noun of the quantity asked after them ("this number",
# "ce résultat", "этот ответ", "bu cevap", "ez a válasz"), and the ones written after that noun ("jawaban ini",
# "đáp án này", "התשובה הזאת"): after an answer such a phrase names the answer (extract/denials.py).
DEMONSTRATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("this", "that", "aforementioned"), "fr": ("ce", "cet", "cette"), "de": ("dieser", "diese", "dieses", "diesen"),
    "es": ("este", "esta", "ese", "esa", "dicho", "dicha"), "it": ("questo", "questa", "quel", "quella", "tale"), "pt": ("este", "esta", "esse", "essa"),
    "ru": ("этот", "эта", "это", "данный", "данная", "данное"), "uk": ("цей", "ця", "це", "даний", "дана", "дане"), "pl": ("ten", "ta", "to", "tę", "taką", "taki", "takie"),
    "cs": ("tento", "tato", "toto"), "sk": ("tento", "táto", "toto"), "fi": ("tämä", "kyseinen"),
    "tr": ("bu",), "nl": ("dit", "deze"), "sv": ("detta", "denna"), "da": ("dette", "denne"), "nb": ("dette", "denne"),
    "el": ("αυτό", "αυτή", "αυτός"), "ro": ("acest", "această", "acesta", "aceasta"), "hu": ("ez", "ezt"),
    "ar": ("هذا", "هذه"), "fa": ("این",), "hi": ("यह", "इस"), "bn": ("এই",), "ko": ("이",),
    # glued to their noun in the scripts without spaces ("这个数不满足条件", "この値は")
    "zh": ("这个", "这", "该", "此"), "ja": ("この", "その"),
}
# The articles that stand between a demonstrative and its noun in the languages that write both ("ez a válasz",
# "αυτή η απάντηση").
DEMONSTRATIVE_ARTICLES: Dict[str, Tuple[str, ...]] = {"hu": ("a", "az"), "el": ("η", "ο", "το")}
DEMONSTRATIVES_AFTER_NOUN: Dict[str, Tuple[str, ...]] = {
    "id": ("ini", "tersebut"), "ms": ("ini", "tersebut"), "vi": ("này",), "he": ("הזה", "הזאת", "הזו"), "tl": ("ito",),
    "el": ("αυτό", "αυτή", "αυτός"),
}
# The nouns such a demonstrative names the answer by: RESULT_NOUNS, and the nouns of a value in every language.
DEMONSTRATED_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("value", "candidate", "maximum", "minimum"), "fr": ("valeur", "maximum", "minimum"), "de": ("zahl", "wert", "resultat", "maximum", "minimum"),
    "es": ("valor", "máximo", "mínimo"), "it": ("valore", "massimo", "minimo"), "pt": ("valor", "máximo", "mínimo"), "ru": ("значение", "максимум", "минимум"),
    "uk": ("відповідь", "результат", "число", "значення"), "pl": ("wartość", "liczba"),
    "cs": ("výsledek", "odpověď", "číslo", "hodnota"), "tr": ("değer", "yanıt"), "nl": ("getal", "waarde"),
    "sv": ("talet", "värdet", "svar"), "da": ("tal", "svar", "resultat", "værdi"), "nb": ("tallet", "svaret", "resultatet", "verdien"),
    "el": ("αποτέλεσμα", "απάντηση", "αριθμός", "τιμή"), "ro": ("rezultat", "răspuns", "număr", "valoare"),
    "hu": ("eredmény", "válasz", "szám", "érték"), "ar": ("الجواب", "العدد", "الناتج", "النتيجة", "القيمة"),
    "fa": ("جواب", "پاسخ", "عدد", "نتیجه", "مقدار"), "hi": ("उत्तर", "संख्या", "परिणाम", "मान"), "bn": ("উত্তর", "সংখ্যা", "ফলাফল", "মান"),
    "ko": ("답", "답은", "답이", "결과", "결과는", "값", "값은"), "id": ("jawaban", "hasil", "angka", "bilangan", "nilai"),
    "ms": ("jawapan", "hasil", "nombor", "nilai"), "vi": ("án", "quả", "số", "trị"), "he": ("התשובה", "התוצאה", "המספר", "הערך"), "tl": ("sagot",),
    "zh": ("答案", "结果", "結果", "数", "數", "值"), "ja": ("答え", "値", "数", "結果"),
    "sk": ("číslo", "hodnota", "výsledok", "odpoveď"),
    "fi": ("arvo", "luku", "tulos", "vastaus"),
}
# Connectives of several words that stand as an aside between a subject and its verb ("Dicho valor, sin embargo,
# no cumple ...", "Il risultato, tuttavia, ..."): their words, each read as a connective (extract/denials.py).
ASIDE_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("however", "though", "nevertheless", "unfortunately", "sadly", "alas"), "es": ("sin", "embargo", "lamentablemente", "desgraciadamente"),
    "pt": ("no", "entanto", "contudo", "infelizmente"), "it": ("tuttavia", "però", "purtroppo"),
    "fr": ("pourtant", "cependant", "toutefois", "malheureusement", "hélas"), "de": ("jedoch", "allerdings", "leider"),
    "ru": ("однако", "впрочем", "увы", "к", "сожалению"), "uk": ("однак", "проте", "на", "жаль"),
    "pl": ("jednak", "niestety"), "nl": ("echter", "helaas"), "el": ("όμως",), "hu": ("azonban", "viszont"), "tr": ("maalesef",), "id": ("sayangnya",),
    "cs": ("však", "ovšem", "bohužel"), "sk": ("však", "bohužiaľ"), "fi": ("kuitenkin", "kuitenkaan", "valitettavasti"), "ro": ("însă", "totuși", "totuşi"),
}
# Nouns of other quantities a sentence after the answer may introduce ("The quadratic also has a negative root.",
# "Die Gesamtzeit beträgt ..."): a demonstrative in the next sentence may point at them, not at the answer
# (extract/denials.py); whole words, and inside a word of the scripts without spaces for zh and ja.
ANTECEDENT_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("root", "roots", "solution", "solutions", "candidate", "candidates", "time", "total", "sum", "length", "width", "area"),
    "fr": ("racine", "racines", "solution", "solutions", "temps", "total", "somme"), "de": ("wurzel", "lösung", "zeit", "gesamtzeit", "summe"),
    "es": ("raíz", "raíces", "solución", "soluciones", "tiempo", "total", "suma"), "it": ("radice", "radici", "soluzione", "tempo", "somma"),
    "pt": ("raiz", "raízes", "solução", "tempo", "soma"), "ru": ("корень", "корни", "решение", "время", "сумма"), "uk": ("корінь", "розв'язок", "час"),
    "pl": ("pierwiastek", "rozwiązanie", "czas", "suma"), "tr": ("kök", "kökü", "süre", "süresi", "toplam", "toplamıdır"),
    "id": ("akar", "solusi", "waktu", "jumlah"), "el": ("ρίζα", "ρίζες", "λύση", "χρόνος"), "fa": ("ریشه", "زمان", "مجموع"),
    "ko": ("근", "근도", "근은", "근이", "시간"), "nl": ("wortel", "oplossing", "tijd"), "hu": ("gyök", "megoldás", "idő"),
    "zh": ("根", "时间", "時間", "总和"), "ja": ("根", "解", "時間", "合計"),
}
# The nouns of what a problem asks of its answer ("the second condition", "la ecuación", "条件"): a claim of validity
# with an object is about the answer only when its object is one of them ("This number does not satisfy the
# condition"; not "This number does not fit in one digit", a property).
# The words that join one noun of the problem to the next ("la condición del enunciado", "the condition of the problem").
GENITIVE_LINKS: Dict[str, Tuple[str, ...]] = {
    "en": ("of",), "es": ("del", "de"), "fr": ("de", "du", "des", "d'"), "it": ("del", "della", "dello", "di"), "pt": ("do", "da", "de"),
    "de": ("der", "des"), "nl": ("van",),
}
# Words that may stand between a claim of validity and a noun of the problem without naming a part of it: ordinals,
# counts and "both", and the adjectives that point at the problem itself ("does not satisfy the second condition",
# "the original equation"; not "the units-digit equation", "the perimeter equation": a part's).
PROBLEM_MODIFIERS: Dict[str, Tuple[str, ...]] = {
    "en": ("first", "second", "third", "fourth", "last", "both", "two", "three", "four", "original", "given", "stated", "extra",
           "additional", "whole", "entire"),
    "de": ("erste", "ersten", "zweite", "zweiten", "dritte", "dritten", "letzte", "letzten", "beide", "beiden", "sämtliche",
           "ursprüngliche", "ursprünglichen", "gegebene", "gegebenen", "zusätzliche", "zusätzlichen"),
    # (and the prepositions the verbs of meeting govern: "passa na verificação", "atende ao enunciado", "répond à la condition")
    "fr": ("première", "premier", "deuxième", "seconde", "second", "troisième", "dernière", "deux", "trois", "initiale", "supplémentaire",
           "à", "au", "aux"),
    "es": ("primera", "primer", "segunda", "segundo", "tercera", "última", "ambas", "ambos", "dos", "tres", "original", "adicional",
           "a", "al", "en"),
    "it": ("prima", "primo", "seconda", "secondo", "terza", "ultima", "entrambe", "entrambi", "due", "tre", "originale", "aggiuntiva",
           "a", "al", "alla", "alle", "nel", "nella"),
    "pt": ("primeira", "primeiro", "segunda", "segundo", "terceira", "última", "ambas", "ambos", "duas", "dois", "três", "original",
           "adicional", "na", "no", "ao", "à", "aos", "às", "em"),
    "ru": ("первому", "первое", "второму", "второе", "третьему", "третье", "обоим", "оба", "исходному", "дополнительному"),
    "uk": ("першій", "першу", "другій", "другу", "обом"), "pl": ("pierwszy", "pierwszego", "drugi", "drugiego", "oba", "obu"),
    "el": ("πρώτη", "δεύτερη", "τρίτη", "τη", "την", "τις"), "vi": ("mãn", "tất", "cả", "các"), "he": ("את",),
    "nl": ("aan", "eerste", "tweede", "beide"),  # "voldoet niet aan de voorwaarde": the particle of its verb
    "ja": ("つ目", "番目", "最初", "元", "すべて", "全て"), "zh": ("第一个", "第二个", "第三个", "所有"),  # before の, 的: "二つ目の条件"
}
# The words that open a clause naming where the main clause comes from ("As the problem states, ...", "Tal como nos indica el
# enunciado, ...", "Như đề bài đã cho, ...", "Wie in der Aufgabe angegeben, ..."): with a noun of the problem's text in
# that clause (SOURCE_NOUNS), the sentence restates a given (extract/fallback.py).
# The nouns that name the problem's text as a source (not a part of it: "our equation" is the writer's).
SOURCE_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("problem", "statement", "question", "task", "prompt"), "es": ("problema", "enunciado"), "fr": ("problème", "énoncé"),
    "de": ("aufgabe", "aufgabenstellung", "angabe"), "it": ("problema", "testo", "consegna"), "pt": ("problema", "enunciado"),
    "ru": ("задача", "задаче", "задачи", "условие", "условию", "условии"), "uk": ("задача", "задачі", "умова", "умовою", "умові"),
    "pl": ("zadanie", "zadaniu", "zadania", "treść", "treści"), "cs": ("zadání", "úloha", "úlohy"), "nl": ("opgave", "vraag"),
    "sv": ("uppgiften", "frågan"), "vi": ("đề", "bài"), "id": ("soal",), "ro": ("problemei", "enunțul", "enunţul"),
    "tr": ("problemi", "soruyu"),
}
# Comparative conjunctions that open a clause describing the value right before them ("not 53, as you would get by adding
# 33 and 20", "pas 53 comme on l'obtient en ajoutant 33 et 20"): with RELATIVES, what follows a denied value and
# explains it (extract/offers.py).
COMPARATIVE_CONJUNCTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("as", "like"), "fr": ("comme",), "de": ("wie",), "es": ("como",), "it": ("come",), "pt": ("como",), "ru": ("как",),
    "uk": ("як",), "pl": ("jak",), "cs": ("jak",), "nl": ("zoals",), "sv": ("som",), "tr": ("gibi",), "id": ("seperti",), "vi": ("như",),
}
SOURCE_OPENERS: Dict[str, Tuple[str, ...]] = {
    "en": ("as", "according"), "es": ("como", "tal", "según", "conforme"), "fr": ("comme", "selon", "d'après", "ainsi"),
    "de": ("wie", "laut", "gemäß"), "it": ("come", "secondo"), "pt": ("como", "conforme", "segundo"), "ru": ("как", "согласно"),
    "uk": ("як", "згідно"), "pl": ("jak", "zgodnie", "według"), "cs": ("jak", "podle"), "nl": ("zoals", "volgens"), "sv": ("som", "enligt"),
    "vi": ("như", "theo"), "id": ("seperti", "sesuai", "menurut"), "ro": ("după", "conform"),
}
PROBLEM_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("condition", "conditions", "constraint", "constraints", "requirement", "requirements", "equation", "equations", "problem",
           "statement", "hypothesis", "congruence", "congruences", "system", "criteria", "criterion", "check", "test", "data"),
    "fr": ("condition", "conditions", "contrainte", "contraintes", "équation", "équations", "énoncé", "problème", "données"),
    "de": ("bedingung", "bedingungen", "gleichung", "gleichungen", "aufgabe", "voraussetzung", "voraussetzungen", "probe"),
    "es": ("condición", "condiciones", "restricción", "restricciones", "ecuación", "ecuaciones", "enunciado", "problema", "requisito", "datos"),
    "it": ("condizione", "condizioni", "vincolo", "vincoli", "equazione", "equazioni", "problema", "testo", "dati"),
    "pt": ("condição", "condições", "restrição", "restrições", "equação", "equações", "enunciado", "problema", "dados", "verificação", "prova"),
    "ru": ("условие", "условию", "условиям", "условия", "уравнение", "уравнению", "уравнения", "задача", "задаче", "задачи", "требованию", "проверку"),
    "uk": ("умова", "умову", "умові", "умовам", "умови", "рівняння", "задачі", "задачу"), "pl": ("warunek", "warunku", "warunki", "warunków", "warunkom", "równanie", "równania", "zadania"),
    "cs": ("podmínku", "podmínky", "podmínce", "rovnici", "rovnice", "zadání"), "tr": ("koşulu", "koşulları", "şartı", "şartları", "denklemi"),
    "nl": ("voorwaarde", "voorwaarden", "vergelijking", "opgave"), "sv": ("villkoret", "villkoren", "ekvationen"), "el": ("συνθήκη", "συνθήκες", "εξίσωση"),
    "ro": ("condiția", "condițiile", "ecuația", "condiţia", "ecuaţia", "inițială", "problemei"), "hu": ("feltételt", "feltételét", "feltételeit", "feltételeket", "egyenletet", "feladat", "feltételnek", "egyenletnek"), "id": ("syarat", "kondisi", "persamaan", "soal"),
    "vi": ("điều", "kiện", "phương", "trình"), "ar": ("الشرط", "الشروط", "شرط", "شروط", "المعادلة", "المسألة", "المطلوب"), "fa": ("شرط", "شرایط", "معادله"),
    "hi": ("शर्त", "शर्तों", "समीकरण"), "he": ("התנאי", "התנאים", "תנאי", "השאלה", "המשוואה"), "ko": ("조건", "조건을", "조건을", "방정식을"),
    "zh": ("条件", "條件", "方程", "题意", "題意", "要求", "题目", "題目"), "ja": ("条件", "方程式", "問題"),
    "sk": ("podmienku", "podmienky", "rovnicu", "rovnice", "zadanie", "zadania"),
    "fi": ("ehtoa", "ehdot", "ehtoja", "yhtälöä", "yhtälön", "yhtälöt", "tehtävän"),
    "bn": ("শর্ত", "সমীকরণ"),
}
# Nouns of the writer's check of the answer: as the subject of a negated claim of validity after the answer
# ("But the check fails.", "La comprobación no se cumple.", "验算不成立") they withdraw it, as a phrase that
# names the answer does (extract/denials.py); glued to their clause in the scripts without spaces.
CHECK_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("check", "verification", "test"), "fr": ("vérification",), "de": ("probe", "prüfung", "kontrolle"),
    "es": ("comprobación", "verificación", "prueba"), "it": ("verifica", "controllo", "prova"), "pt": ("verificação", "prova"),
    "ru": ("проверка",), "uk": ("перевірка",), "pl": ("sprawdzenie", "weryfikacja"), "cs": ("zkouška", "kontrola"),
    "tr": ("sağlama", "kontrol", "doğrulama"), "nl": ("controle",), "sv": ("kontrollen",), "el": ("επαλήθευση",),
    "ro": ("verificarea",), "hu": ("ellenőrzés",), "id": ("pengecekan", "pemeriksaan"), "vi": ("thử",),
    "ko": ("검산", "검산이", "검산은", "검증"),
    "zh": ("验算", "檢驗", "检验", "验证", "驗證", "检查"), "ja": ("検算", "検証", "確認"),
}
RESULT_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("becomes", "become", "equals", "gives", "comes", "come", "amounts", "amount", "totals", "makes", "get", "gets", "obtain", "obtains", "there",
           "we", "i", "to", "out", "actually", "really", "instead"),
    "es": ("que", "son", "da", "resulta", "queda", "quedan", "obtenemos", "hay", "en", "realidad"),
    "fr": ("devient", "vaut", "donne", "fait", "sont", "obtient", "obtenons", "on", "il", "y", "a", "s'élever", "s'élève", "à"),
    "de": ("ergibt", "beträgt", "macht", "sind", "es", "gibt", "wir", "erhalten"),
    "it": ("diventa", "vale", "dà", "fa", "sono", "otteniamo", "ci"), "pt": ("fica", "dá", "vale", "são", "obtemos", "há"),
    "ru": ("становится", "равно", "равен", "получается", "получаем", "выходит"), "pl": ("to", "wynosi", "daje", "otrzymujemy", "jest"),
    "vi": ("bằng", "có"), "id": ("adalah", "menjadi"), "he": ("יש",), "tr": ("olur", "eder"),
    "nl": ("wordt", "zijn", "er"), "sv": ("blir", "det"),
}
# Endings of a conclusion glued to the word before its value in the scripts without spaces ("9人なので", "9명이므로").
CONCLUDING_ENDINGS: Dict[str, Tuple[str, ...]] = {"ja": ("ので", "から"), "ko": ("므로", "어서", "아서", "니까")}
# Endings that close a word's clause in contrast ("구할 수는 없지만, ...", "求められないが、", "120 通りですが、順序を区別しないので
# あれば 20 通り"): with CONCLUDING_ENDINGS, a comma after them ends the clause a negation stands in (extract/scope.py), and the
# clause after them turns from the answer's (extract/offers.py).
CONTRAST_ENDINGS: Dict[str, Tuple[str, ...]] = {"ko": ("지만", "는데", "은데"), "ja": ("が", "けど", "けれど")}

# Negative subjects of a choice among values named before ("I also considered 12 and 48, but neither works",
# "aucune ne convient", "ninguno sirve"): a clause they open rejects those values.  Not persons ("nobody").
NEGATIVE_CHOICES: Dict[str, Tuple[str, ...]] = {
    "en": ("neither", "none"), "fr": ("aucune", "aucun", "ni"), "de": ("keiner", "keine", "keines", "keins", "weder"),
    "es": ("ninguno", "ninguna", "ni"), "it": ("nessuno", "nessuna", "nessun", "né"), "pt": ("nenhum", "nenhuma", "nem"),
    "ru": ("ни", "никакое", "никакой", "никакая", "ниодно"), "pl": ("żaden", "żadna", "żadne", "ani"), "uk": ("жодне", "жоден", "жодна", "ні"),
    "nl": ("geen", "geeneen", "noch"), "sv": ("ingen", "inget", "inga", "varken"), "el": ("κανένα", "καμία", "κανένας", "ούτε"),
    "cs": ("žádné", "žádná", "žádný", "ani"), "ro": ("niciuna", "niciunul", "nici"), "tr": ("hiçbiri",), "id": ("tidak",), "ms": ("tiada",), "sw": ("hakuna",), "tl": ("wala",),
    "vi": ("không",), "ar": ("لا",), "fa": ("هیچ",), "he": ("אף",), "hi": ("कोई",),
    "zh": ("都不", "均不", "都没有"), "ja": ("どちらも", "いずれも"), "ko": ("어느", "모두"),
}

# The endings by which a verb says "I" or "we" where no pronoun is written ("yanlış hesapladım": I
# calculated wrongly; "saydık": we counted): read as FIRST_PERSON in a word of more than six letters.
FIRST_PERSON_ENDINGS: Dict[str, Tuple[str, ...]] = {
    "tr": ("dım", "dim", "dum", "düm", "tım", "tim", "tum", "tüm", "dık", "dik", "duk", "dük", "tık", "tik", "tuk", "tük"),
    "pl": ("łem", "łam", "liśmy", "łyśmy"),  # the past tense of the first person ("otrzymałem", "policzyłam")
}

# Conjunctions written glued to the next word ("وإذا": and if; "فسيكون": so it will be; "ואם": and if): a
# table's entry of that language is also read with one of them before it.
GLUED_PROCLITICS: Dict[str, Tuple[str, ...]] = {"ar": ("و", "ف"), "he": ("ו", "ש")}  # (Hebrew "ש": that, glued as "and" is: "שאין")

# The Korean copula glued to the word before it ("40입니다", "남짓입니다"): read past after a value or a bound.
KOREAN_COPULA_ENDINGS: Tuple[str, ...] = ("입니다", "이다", "이에요", "예요")

# Polite endings dropped after an anchored answer (答えは 5 です).
ANSWER_ENDINGS: Tuple[str, ...] = (
    "です", "である", "となります", "になります", "だ", "。",
    # Hindi, Persian and Korean copulas, Turkish copula suffixes ("Cevap 40'tır")
    " है", " हैं", " है।", " است", " میباشد", *KOREAN_COPULA_ENDINGS, "'tır",
    "'tir", "'tur", "'tür", "'dır", "'dir", "'dur", "'dür", "’tır", "’tir", "’tur",
    "’tür", "’dır", "’dir", "’dur", "’dür", " olur",
    # Swahili, Tagalog, Malay
    " po",
)

# Chat template tokens.  A generation ends at the first end-of-turn token or at a new
# turn's start (what follows is another message); start tokens and their role word
# before the response are dropped.
# Sky-T1's solution block ("<|begin_of_solution|> ... <|end_of_solution|>") is the message itself.
# A turn written in plain text ("\n\nHuman:", Llama 2's "[INST]") is not looked for: what follows it
# reads like any later self-correction, and finding it would cost every response a scan.
END_OF_TURN_TOKENS: Tuple[str, ...] = (
    "<|im_end|>", "<|eot_id|>", "<|endoftext|>", "<|end_of_text|>", "<|end|>", "<｜end▁of▁sentence｜>", "<eos>",
    "<end_of_turn>", "<|end_of_turn|>", "<|return|>", "<|call|>", "<|end_of_solution|>",
)
TURN_START_TOKENS: Tuple[str, ...] = (
    "<|im_start|>", "<|start_header_id|>", "<|assistant|>", "<|user|>", "<|system|>", "<｜Assistant｜>", "<｜User｜>",
    "<|begin_of_text|>", "<｜begin▁of▁sentence｜>", "<bos>", "<pad>", "<start_of_turn>", "<|start|>",
    "<|begin_of_solution|>",
)
ROLE_WORDS: Tuple[str, ...] = ("assistant", "user", "system", "model")
# Tokens that are chat tokens only at the very start or end (elsewhere, HTML strikethrough).
EDGE_CHAT_TOKENS: Tuple[str, ...] = ("<s>", "</s>")

# Reasoning blocks: the answer is what follows the closing tag.
# (gpt-oss's harmony format reasons in its analysis channel and answers in its final one; Sky-T1
# reasons between thought tokens.)
REASONING_TAGS: Tuple[Tuple[str, str], ...] = (("<think>", "</think>"), ("<thinking>", "</thinking>"),
                                               ("<reasoning>", "</reasoning>"),
                                               ("<|channel|>analysis<|message|>", "<|channel|>final<|message|>"),
                                               ("<|begin_of_thought|>", "<|end_of_thought|>"))
# Code point ranges of emoji and pictographs (with the emoji variation selector): decoration after
# an answer ("\\boxed{5}. 🎉", "26000 ✅"), never a value or a word, except the signs a phrase table
# gives a meaning (RETRACTIONS' "❌", "✗").
DECORATION_RANGES: Tuple[Tuple[int, int], ...] = ((0x2600, 0x27BF), (0x2B00, 0x2BFF), (0xFE0F, 0xFE0F), (0x1F000, 0x1FAFF))

# Letters of other scripts drawn like a Latin letter, and the letter each looks like: a word of Latin
# letters with one of these in it reads as English to a reader and as another word to the grader
# ("nοt" with a Greek omicron, "Τhe" with a Greek Tau, "аt" with a Cyrillic а).  Generated once from
# Unicode's confusables (UTS #39) for a-z and A-Z: the Greek, Cyrillic, Armenian and Cherokee letters
# among them, less the Greek letters that mathematics writes as variables beside Latin ones (α, γ, ρ,
# ϱ, σ: "ρgh", "αt", "γmc^2"), which a reader tells from a, y, p and o.  The Latin letters of other
# widths and styles are LATIN_LOOKALIKE_RANGES.
LATIN_LOOKALIKES: Dict[str, str] = {
    # Greek
    "ͺ": "i", "Ϳ": "J", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "l", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ι": "i", "ν": "v", "ο": "o", "υ": "u", "ϒ": "Y", "Ϝ": "F", "ϲ": "c", "ϳ": "j", "Ϲ": "C", "Ϻ": "M", "ᴦ": "r", "ι": "i",
    # Cyrillic
    "Ѕ": "S", "І": "l", "Ј": "J", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ь": "b", "а": "a", "г": "r", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j", "ѡ": "w", "Ѵ": "V", "ѵ": "v", "Ү": "Y", "ү": "y", "һ": "h", "ҽ": "e", "Ӏ": "l", "ӏ": "i", "ԁ": "d", "Ԍ": "G", "ԛ": "q", "Ԝ": "W", "ԝ": "w", "ꙇ": "i",
    # Armenian
    "Ս": "U", "Տ": "S", "Օ": "O", "ա": "w", "գ": "q", "զ": "q", "հ": "h", "ո": "n", "ռ": "n", "ս": "u", "ց": "g", "ք": "f", "օ": "o",
    # Cherokee
    "Ꭰ": "D", "Ꭱ": "R", "Ꭲ": "T", "Ꭵ": "i", "Ꭹ": "Y", "Ꭺ": "A", "Ꭻ": "J", "Ꭼ": "E", "Ꮃ": "W", "Ꮇ": "M", "Ꮋ": "H", "Ꮍ": "Y", "Ꮐ": "G", "Ꮒ": "h", "Ꮓ": "Z", "Ꮟ": "b", "Ꮢ": "R", "Ꮤ": "W", "Ꮥ": "S", "Ꮩ": "V", "Ꮪ": "S", "Ꮮ": "L", "Ꮯ": "C", "Ꮲ": "P", "Ꮶ": "K", "Ꮷ": "d", "Ᏻ": "G", "Ᏼ": "B", "ꭵ": "i", "ꮁ": "r", "ꮃ": "w", "ꮓ": "z", "ꮩ": "v", "ꮪ": "s", "ꮯ": "c",
}
# Latin letters in another width or style, each the letter its NFKC form is: full-width (ｎ, Ｔ) and
# the mathematical alphanumerics (𝐧, 𝑡, 𝕥; inside a word of plain letters a styled one is a lookalike).
LATIN_LOOKALIKE_RANGES: Tuple[Tuple[int, int], ...] = ((0xFF21, 0xFF3A), (0xFF41, 0xFF5A), (0x1D400, 0x1D6A3))

# The zero of every run of ten decimal digits (Unicode category Nd): Arabic-Indic ٠, Persian ۰,
# Devanagari ०, Bengali ০, Thai ๐, ...  A number is read in one script: the digits of ASCII_LIKE_ZEROS
# read as the ASCII ones (full-width ０, mathematical bold 𝟎, double-struck 𝟘, sans-serif, monospace,
# segmented), any other run is its own script.  Generated once from the Unicode database.
DECIMAL_ZEROS: Tuple[int, ...] = (
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50,
    0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40,
    0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066,
    0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950,
    0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6,
    0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
)
ASCII_LIKE_ZEROS: Tuple[int, ...] = (0x30, 0xFF10, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1FBF0)
# The Arabic decimal and thousands separators (٣٫٥ is 3.5, ١٬٠٠٠ is 1000) and percent sign.
ARABIC_DECIMAL_SEPARATOR = "\u066b"
ARABIC_THOUSANDS_SEPARATOR = "\u066c"
ARABIC_PERCENT_SIGN = "\u066a"
# Marks that set the direction of neutral characters and change no display order: dropped.
# Words that name a form of a value or the writing of it: a later sentence made of an anaphor of the answer, these, copulas,
# auxiliaries, determiners and connectives, and one value at its end restates the answer in another form ("In simplest form
# this is $2\sqrt{5}$", "As a decimal this is 0.5", "Vereinfacht ist das 13", "Sous forme décimale, cela fait 0,5"): its value is
# compared with the answer's as an equal form is (extract/restatements.py), never read as another answer offered.
FORM_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("form", "simplest", "simplified", "lowest", "terms", "decimal", "fraction", "percent", "percentage", "radical", "exact",
           "mixed", "number", "improper", "scientific", "notation", "written", "rewritten", "expressed", "equivalently",
           "differently", "simplifies", "reduces", "as", "in", "of", "other", "words", "also", "to", "which", "gives", "equal", "here"),
    "de": ("vereinfacht", "gekürzt", "einfachster", "form", "als", "dezimalzahl", "bruch", "anders", "geschrieben", "also",
           "auch", "in", "äquivalent", "gleichbedeutend", "ergibt", "gemischte", "gemischter", "zahl", "dezimalbruch", "potenz"),
    "fr": ("sous", "forme", "simplifiée", "simplifié", "décimale", "fraction", "écrit", "écrite", "s'écrit", "autrement", "dit",
           "en", "aussi", "cela", "fait", "équivalent", "nombre", "fractionnaire", "puissance"),
    "es": ("en", "forma", "simplificada", "decimal", "como", "fracción", "escrito", "escrita", "se", "escribe", "dicho", "de",
           "otro", "modo", "también", "equivalentemente", "número", "mixto", "potencia"),
    "it": ("in", "forma", "semplificata", "decimale", "come", "frazione", "scritto", "scritta", "si", "scrive", "anche",
           "equivalentemente"),
    "pt": ("na", "em", "forma", "simplificada", "decimal", "como", "fração", "escrito", "escrita", "se", "escreve", "também"),
    "ru": ("в", "упрощённом", "упрощенном", "виде", "десятичной", "дроби", "иначе", "говоря", "также", "записывается"),
}

# Words that open a parenthesised equal form after a box in its span ("\\boxed{\\frac32} \\quad
# (\\text{equivalently } \\boxed{1.5})"): the form is read as a chain member, held equal to the box;
# after an anchored answer and a comma they open an apposition that restates it ("故答案为 21，即 ... 21 个").
EQUIVALENCE_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("equivalently", "or equivalently", "i.e.", "that is", "as a decimal", "in decimal form", "as a fraction"),
    "fr": ("soit", "c'est-à-dire", "autrement dit"), "de": ("d.h.", "d. h.", "also", "gleichwertig"), "es": ("es decir", "o sea", "equivalentemente"),
    "it": ("cioè", "ossia", "equivalentemente"), "pt": ("ou seja", "isto é", "equivalentemente"), "ru": ("то есть", "т.е."),
    "cs": ("tj.",), "sk": ("tj.",), "pl": ("tj.",), "uk": ("тобто",),
    "zh": ("即", "也就是说", "也就是"), "ja": ("つまり", "すなわち"), "ko": ("즉",),
}
# Particles of the verb-final languages that stand as words of their own between a value and the
# negator of its clause ("합은 12가 아니다", "योग 12 नहीं है"), with the bound words of "can" ("될 수"): a
# closed class, so a short word of content ("सम", even) is never read as one.
PARTICLES: Dict[str, Tuple[str, ...]] = {
    "ko": ("이", "가", "은", "는", "을", "를", "도", "로", "으로", "의", "와", "과", "에", "에서", "이라", "라", "될", "수", "일", "리", "리가", "수가", "리는"),
    "ja": ("は", "が", "を", "に", "で", "と", "も", "では", "には", "にも"),
    "hi": ("से", "को", "का", "की", "के", "में", "पर", "ने", "भी", "तो", "ही"),
    "bn": ("কে", "এর", "তে", "ও", "ই"), "fa": ("را", "از", "به", "هم"),
}
# Particles that make a value the complement of the copula or verb of becoming that a negator ends
# ("12ではない", "12にならない", "12とは言えない"), not its topic or subject ("12は素数ではない").
COMPLEMENT_PARTICLES: Dict[str, Tuple[str, ...]] = {"ja": ("に", "と", "では", "じゃ")}
# A negated verb of existence that a glued noun and its particle stand before ("間違いはない", "誤りはありません":
# there is no mistake): it denies that noun, as a negator before it would ("没错").
NEGATED_EXISTENCE: Dict[str, Tuple[str, ...]] = {"ja": ("ない", "無い", "なし", "無し", "ありません", "ありませんでした", "なかった", "ございません")}
# The marks of a value as the object of its clause's verb in the verb-final languages that write it apart: the
# Korean object particles ("3을 ... 취하지 않는다"), and the Turkish accusative on the value ("3'ü") or on the noun it
# counts ("3 değerini", "5 sayısını").  A value so marked, whose clause ends in a negated verb, is what the verb denies
# ("The function never takes 3"), as a value after a negator is.
OBJECT_PARTICLES: Dict[str, Tuple[str, ...]] = {"ko": ("을", "를"), "tr": ("ü", "u", "ı", "i", "yü", "yu", "yı", "yi", "nü", "nu", "nı", "ni")}
# The same particle glued inside a run of a script without spaces ("24 という値を決して取らない": never takes the value 24).
GLUED_OBJECT_PARTICLES: Tuple[str, ...] = ("を",)
OBJECT_NOUN_ENDINGS: Dict[str, Tuple[str, ...]] = {"tr": ("ini", "ını", "unu", "ünü")}
# The endings of a negated finite verb where the negation is a suffix (Turkish "-ma-/-me-" before the tense): the
# word is a negator at its clause's end ("almaz", "ulaşılmaz", "sağlamıyor", "bulmadık").
# The endings a negator's stem takes in a verb-final clause ("없습니다", "아닙니다"): the verb's mood and politeness, no content.
NEGATOR_ENDINGS: Dict[str, Tuple[str, ...]] = {"ko": ("습니다", "니다", "다", "어요", "아요", "죠", "어", "음")}
NEGATIVE_VERB_ENDINGS: Dict[str, Tuple[str, ...]] = {
    "tr": ("maz", "mez", "mıyor", "miyor", "muyor", "müyor", "madı", "medi", "madık", "medik", "mamış", "memiş", "mayacak", "meyecek"),
    "ja": ("ない", "ません", "なかった", "ませんでした"),
}
QUESTION_MARKS = ("?", "？", "؟")  # Latin, full-width, Arabic
# Tags that end a question and ask the reader to agree with what it says ("Easier than expected, isn't it?", "..., nicht
# wahr?", "ง่ายกว่าที่คิดใช่ไหมล่ะ?"): read off, what the question says is read as a remark (extract/confirmations.py).
QUESTION_TAGS: Dict[str, Tuple[str, ...]] = {
    "en": ("isn't it", "wasn't it", "aren't they", "don't you think", "right", "eh"), "de": ("nicht wahr", "oder", "gell", "findest du nicht"),
    "fr": ("n'est-ce pas", "non", "tu ne trouves pas"), "es": ("verdad", "no", "cierto", "no crees"), "it": ("vero", "non è vero", "no", "non trovi"), "pt": ("não é", "né", "não é verdade"),
    "ru": ("не так ли", "правда", "да"), "uk": ("чи не так", "правда"), "nl": ("toch", "niet waar", "vind je niet"), "pl": ("prawda", "nieprawdaż"),
    "sv": ("eller hur", "inte sant"), "tr": ("değil mi",), "id": ("bukan", "kan"), "hu": ("ugye", "nem igaz"), "tl": ("hindi ba", "di ba"),
    "el": ("έτσι δεν είναι", "σωστά"), "th": ("ใช่ไหมล่ะ", "ใช่ไหม", "ใช่มั้ย", "ไม่ใช่หรือ"), "zh": ("对吧", "是吧", "不是吗", "對吧", "不是嗎"),
    "ja": ("ですよね", "よね", "でしょう"), "ko": ("그렇죠", "그렇지요", "않나요"),
}
DIRECTIONAL_MARKS = "\u200e\u200f\u061c"

# The block a prompt format puts the final answer in (R1-Zero's "<think>...</think><answer>...</answer>"):
# the block is the answer's anchor, and its tags are markup, not text.
ANSWER_TAGS: Tuple[Tuple[str, str], ...] = (("<answer>", "</answer>"),)
# How a block that is all the text is read: after this anchor of ANSWER_ANCHORS.
ANSWER_BLOCK_ANCHOR = "Answer: "

# Words that start an enumeration label ("Step 3:", "Part (b)"): a label is never a value.
LABEL_WORDS: Tuple[str, ...] = (
    "step", "part", "case", "question", "problem", "item", "exercise", "example", "lemma", "theorem", "corollary",
    "proposition", "definition", "remark", "claim", "section", "chapter", "figure", "table", "equation", "no",
    "schritt", "teil", "fall", "aufgabe", "paso", "parte", "caso", "ejercicio", "étape", "partie", "cas", "exercice",
    "passo", "esercizio", "exercício", "шаг", "часть", "случай", "задача", "步骤", "第", "题", "page",
    # the languages beyond the nine: a step or a part ("Bước 3:", "Langkah 2:", "단계 1:", "Βήμα 4:")
    "bước", "phần", "câu", "langkah", "bagian", "adım", "단계", "ステップ", "手順", "βήμα", "krok", "część", "крок", "частина",
    "stap", "deel", "steg", "pasul", "etapa", "část", "خطوة", "الخطوة", "مرحله", "گام", "שלב", "चरण", "ধাপ", "hakbang",
)

# Option letters a multiple-choice reference may be.
OPTION_LETTERS = "ABCDEFGHIJ"

# Words and phrases right after a value that change it ("5 dozen", "6 squared", "8 less
# than twice the width", "5 below zero"): the answer is that phrase, not the value.  The comparatives
# of each language are among them ("14 mehr", "14 más", "14 больше", like "14 more"): a difference.
VALUE_CHANGING: Dict[str, Tuple[str, ...]] = {
    "en": ("squared", "cubed", "factorial", "dozen", "dozens", "half", "halves", "quarter", "quarters", "thirds",
           "fourths", "fifths", "less than", "more than", "fewer than", "greater than", "smaller than",
           "larger than", "below zero", "above zero", "under zero", "times", "plus", "minus", "divided by",
           "percent of", "to the power", "raised to", "k", "m", "mn", "b", "bn", "thousandths", "hundredths", "tenths",
           "and a half", "and a quarter", "out of", "over", "thousands", "hundreds", "millions", "billions", "score",
           "gross", "grand", "tn", "quadrillion", "quintillion", "mio", "mil", "mila", "milioni", "miliardi",
           "milhares", "lakhs", "crores", "per mille", "permille", "‰", "ago", "mod", "modulo", "point", "and a third", "fold", "fewer", "mln", "thou", "below sea level", "under par", "in the hole", "tens", "sixths", "sevenths", "eighths", "ninths", "elevenths", "twelfths", "sixteenths", "thirty-seconds", "sixty-fourths", "choose", "in base", "to the third", "to the fourth", "to the fifth", "in a million", "per thousand", "per million", "per hundred", "doubled", "tripled", "quadrupled", "halved"),
    "zh": ("的平方", "的立方", "打", "倍", "万", "万元", "百", "千", "亿", "兆", "分之", "億", "萬"),
    "es": ("docena", "docenas", "al cuadrado", "al cubo", "menos que", "más que", "bajo cero", "menos", "más", "cuartos", "tercios", "quintos", "sextos", "octavos", "décimos", "centésimos", "medios", "decenas", "centenas", "duplicado", "al doble"),
    "fr": ("douzaine", "douzaines", "au carré", "au cube", "moins que", "plus que", "sous zéro", "fois plus", "de moins", "moins", "de plus", "dizaines", "centaines", "quarts", "tiers", "cinquièmes", "huitièmes", "dixièmes", "centièmes", "doublé", "triplé"),
    "de": ("dutzend", "hoch zwei", "quadrat", "weniger als", "mehr als", "unter null", "mrd", "tsd", "hoch", "weniger", "mehr", "viertel", "drittel", "fünftel", "achtel", "zehntel", "hundertstel", "verdoppelt", "halbiert"),
    "it": ("dozzina", "dozzine", "al quadrato", "al cubo", "meno di", "più di", "sotto zero", "più", "meno", "in più", "in meno", "decine", "centinaia", "quarti", "terzi", "quinti", "ottavi", "decimi", "centesimi", "raddoppiato", "al doppio"),
    "pt": ("dúzia", "dúzias", "ao quadrado", "ao cubo", "menos que", "mais que", "abaixo de zero", "mais", "menos", "a mais", "a menos", "dezenas", "centenas", "quartos", "terços", "quintos", "oitavos", "décimos", "centésimos", "dobrado", "em dobro"),
    "ru": ("дюжина", "дюжины", "дюжин", "дюжинами", "десяток", "десятка", "десятков", "десятки", "сотня", "сотни", "сотен", "в квадрате", "в кубе", "меньше чем", "больше чем", "ниже нуля", "больше", "меньше", "млн", "млрд", "тыс", "двойки", "десятков", "сотен", "четвертей", "третей", "десятых", "сотых"),
    "ja": ("ダース", "の二乗", "の平方", "倍", "の2乗", "の2倍", "の3倍", "の二倍", "の三倍", "の半分", "の3乗", "の三乗", "分の"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("تربيع", "مكعب", "أضعاف", "دزينة"),
    "fa": ("برابر", "به توان", "دوجین"),
    "hi": ("गुना", "का वर्ग", "का घन", "दर्जन"),
    "bn": ("গুণ", "এর বর্গ", "ডজন"),
    "ko": ("배", "제곱", "다스", "의 제곱", "의 세제곱", "의 두 배", "의 2배", "의 세 배", "의 3배", "의 절반", "분의"),
    "th": ("เท่า", "ยกกำลัง", "โหล"),
    "he": ("בריבוע", "בחזקת", "תריסר"),
    "tr": ("kat", "katı", "düzine"),
    "vi": ("bình phương", "lập phương", "tá"),
    "id": ("kuadrat", "pangkat", "lusin"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("tuzin", "tuziny", "do kwadratu", "do sześcianu", "poniżej zera", "mln", "mld", "tys"),
    "uk": ("дюжина", "дюжини", "дюжин", "десяток", "десятка", "десятків", "десятки", "сотня", "сотні", "сотень", "у квадраті", "в квадраті", "у кубі",
           "нижче нуля", "млн", "млрд", "тис"),
    "nl": ("dozijn", "in het kwadraat", "tot de macht", "onder nul", "mln", "mld", "kwadraat", "verdubbeld"),
    "sv": ("dussin", "i kvadrat", "upphöjt till", "under noll"),
    "el": ("δωδεκάδα", "στο τετράγωνο", "στον κύβο", "κάτω από το μηδέν"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("tucet", "tuctů", "na druhou", "na třetí", "pod nulou", "tis", "mil", "mld", "krát", "méně", "více", "víc"),
    "ro": ("duzină", "duzini", "la pătrat", "la cub", "sub zero", "mii", "mil", "mld", "ori", "mai mult", "mai puțin", "mai puţin", "în plus", "în minus"),
    "hu": ("tucat", "négyzeten", "a négyzeten", "köbön", "a köbön", "négyzete", "köbe", "reciproka", "kétszerese", "fele", "fagypont alatt", "ezer", "millió", "milliárd", "mrd"),
    "fi": ("tusina", "tusinaa", "toiseen", "kolmanteen", "potenssiin", "neliö", "kuutio", "käänteisluku", "pakkasta", "tuhatta", "miljoonaa", "miljardia", "milj", "mrd", "kertaa", "enemmän", "vähemmän"),
    "da": ("dusin", "i anden", "i tredje", "under nul", "tusind", "millioner", "mio", "gange", "færre", "mindre"),
    "nb": ("dusin", "i andre", "i tredje", "under null", "tusen", "millioner", "mill", "mrd", "ganger", "mer", "færre", "mindre"),
    # Swahili, Tagalog, Malay
    "sw": ("kipeo cha pili", "kipeo", "dazeni", "mara", "zaidi ya", "pungufu ya", "na nusu"),
    "tl": ("beses", "dosena", "kuwadrado", "at kalahati"),
    "ms": ("kuasa dua", "kuasa tiga", "kuasa", "darab", "kali", "dozen", "lebih daripada", "kurang daripada"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("na kvadrat", "na drugu", "na treću", "na kub", "tucet", "ispod nule", "manje", "više", "mlrd"),
    "sk": ("tucet", "na druhú", "na tretiu", "pod nulou", "krát", "menej", "viac", "tis", "mil", "mld"),
    "et": ("ruudus", "kuubis", "tosin", "rohkem", "vähem", "alla nulli"),
    "lt": ("kvadratu", "kubu", "tuzinas", "kartus", "kartų", "daugiau", "mažiau", "žemiau nulio", "mln", "mlrd"),
    "ca": ("dotzena", "dotzenes", "al quadrat", "al cub", "menys que", "més que", "sota zero", "menys", "més", "desenes", "centenars", "terços"),
    "is": ("í öðru veldi", "í þriðja veldi", "tylft", "undir núlli", "fleiri", "færri", "meira", "minna"),
    "sq": ("në katror", "në kub", "duzinë", "më shumë", "më pak", "nën zero"),
}

# Words right before a value that make the answer something else than the value ("the
# reciprocal of \boxed{5}", "twice \boxed{5}"): the box is altered.
VALUE_CHANGING_BEFORE: Dict[str, Tuple[str, ...]] = {
    "en": ("reciprocal of", "inverse of", "square of", "cube of", "square root of", "root of", "half of", "twice",
           "double", "triple", "thrice", "negative of", "opposite of", "minus", "plus", "times", "log of",
           "a third of", "a quarter of", "one third of", "one quarter of", "a fourth of", "one fourth of", "a fifth of",
           "one fifth of", "a tenth of", "one tenth of", "two thirds of", "three quarters of", "the sum of", "the product of", "the difference of", "factorial of", "negative", "sqrt", "log", "ln", "exp", "sin", "cos", "tan", "a multiple of", "multiple of", "a divisor of", "a factor of", "next integer after", "the successor of", "the predecessor of"),
    "zh": ("的倒数", "倒数", "的平方", "两倍", "一半", "负"),
    "es": ("el inverso de", "el doble de", "la mitad de", "el cuadrado de", "menos"),
    "fr": ("l'inverse de", "le double de", "la moitié de", "le carré de", "moins"),
    "de": ("der kehrwert von", "das doppelte von", "die hälfte von", "das quadrat von", "minus"),
    "it": ("l'inverso di", "il doppio di", "la metà di", "il quadrato di", "meno"),
    "pt": ("o inverso de", "o dobro de", "a metade de", "o quadrado de", "menos"),
    "ru": ("обратное к", "удвоенное", "половина от", "квадрат", "минус"),
    "ja": ("の逆数", "の二倍", "の半分", "マイナス"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("نصف", "ضعف", "مقلوب"),
    "fa": ("نصف", "دو برابر", "معکوس"),
    "hi": ("आधा", "दोगुना"),
    "bn": ("অর্ধেক", "দ্বিগুণ"),
    "th": ("ครึ่งหนึ่งของ", "สองเท่าของ"),
    "he": ("חצי", "ההופכי של"),
    "vi": ("một nửa", "gấp đôi", "nghịch đảo của"),
    "id": ("setengah dari", "kebalikan dari"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("odwrotność", "podwojone", "połowa", "kwadrat", "minus"),
    "uk": ("обернене до", "подвоєне", "половина від", "квадрат", "мінус"),
    "nl": ("het omgekeerde van", "het dubbele van", "de helft van", "het kwadraat van"),
    "sv": ("inversen av", "dubbla", "hälften av", "kvadraten av", "minus"),
    "el": ("το αντίστροφο του", "το διπλάσιο του", "το μισό του", "το τετράγωνο του", "μείον"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("převrácená hodnota", "dvojnásobek", "polovina", "druhá mocnina", "minus"),
    "ro": ("inversul lui", "dublul lui", "jumătate din", "jumătatea lui", "pătratul lui", "minus"),
    "hu": ("mínusz",),
    "fi": ("puolet", "kaksinkertainen", "kaksi kertaa", "miinus"),
    "da": ("den inverse af", "det dobbelte af", "halvdelen af", "kvadratet af", "minus"),
    "nb": ("den inverse av", "det dobbelte av", "halvparten av", "kvadratet av", "minus"),
    # Swahili, Tagalog, Malay
    "sw": ("nusu ya", "mara mbili", "kinyume cha", "mraba wa", "hasi ya"),
    "tl": ("kalahati ng", "doble ng", "kabaligtaran ng", "kuwadrado ng"),
    "ms": ("separuh daripada", "setengah daripada", "dua kali ganda", "salingan bagi", "kuasa dua bagi"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("recipročna vrijednost", "dvostruko", "polovica", "pola", "kvadrat", "minus"),
    "sk": ("prevrátená hodnota", "dvojnásobok", "polovica", "druhá mocnina", "minus"),
    "et": ("pöördväärtus", "kahekordne", "miinus"),
    "lt": ("atvirkštinė reikšmė", "dvigubai", "pusė", "kvadratas", "minus"),
    "ca": ("l'invers de", "el doble de", "la meitat de", "el quadrat de", "menys"),
    "is": ("tvöfalt", "helmingur", "helmingurinn af", "mínus"),
    "sq": ("inversi i", "dyfishi i", "gjysma e", "katrori i", "minus"),
}

# Scale words multiply the number before them.
# The value is the power of ten: "12.6 million" is written 12.6\times10^{6}.
SCALE_WORDS: Dict[str, int] = {
    "hundred": 2,
    "thousand": 3,
    "million": 6,
    "billion": 9,
    "trillion": 12,
    # other languages (Chinese and Japanese words, written without spaces, multiply glued: 3万)
    "lakh": 5, "lakhs": 5, "crore": 7, "crores": 7, "tausend": 3, "mille": 3,
    "millones": 6, "millón": 6, "mil millones": 9, "milliard": 9, "milliards": 9, "mila": 3, "milliers": 3, "millier": 3, "milioni": 6, "milione": 6, "miliardi": 9, "millions": 6, "millionen": 6, "milliarden": 9,
    "milhões": 6, "milhão": 6, "bilhões": 9, "тысяч": 3, "тысячи": 3, "тыс": 3, "миллионов": 6,
    "миллиона": 6, "млн": 6, "миллиардов": 9, "млрд": 9, "千": 3, "万": 4, "萬": 4, "亿": 8, "億": 8,
    # the languages beyond the nine (Korean and Thai ones, written without spaces, multiply glued: 5만, 6ล้าน)
    "만": 4, "억": 8, "천": 3, "백만": 6, "천만": 7, "조": 12, "हज़ार": 3, "हजार": 3, "लाख": 5, "करोड़": 7, "करोड़": 7,
    "करोड": 7, "अरब": 9, "ألف": 3, "ألفا": 3, "ألفًا": 3, "آلاف": 3, "مليون": 6, "ملايين": 6, "مليار": 9, "هزار": 3,
    "میلیون": 6, "میلیارد": 9, "হাজার": 3, "লাখ": 5, "লক্ষ": 5, "কোটি": 7, "אלף": 3, "אלפים": 3, "מיליון": 6,
    "מיליארד": 9, "bin": 3, "milyon": 6, "milyar": 9, "nghìn": 3, "ngàn": 3, "triệu": 6, "tỷ": 9, "tỉ": 9, "ribu": 3,
    "juta": 6, "miliar": 9, "พัน": 3, "หมื่น": 4, "แสน": 5, "ล้าน": 6,
    # Greek, Polish, Ukrainian, Czech, Dutch, Swedish
    "χιλιάδες": 3, "χιλιάδα": 3, "εκατομμύρια": 6, "εκατομμύριο": 6, "δισεκατομμύρια": 9, "tysięcy": 3, "tysiące": 3,
    "milionów": 6, "miliony": 6, "тисяч": 3, "тисячі": 3, "мільйонів": 6, "мільйони": 6, "tisíc": 3, "milionů": 6,
    "duizend": 3, "miljoen": 6, "miljard": 9, "tusen": 3, "miljoner": 6,
    # Swahili, Tagalog, Malay
    "elfu": 3, "bilioni": 9, "libo": 3, "libong": 3, "milyong": 6, "bilyon": 9, "bilyong": 9, "bilion": 9,
    "trilion": 12,
}

# Other words after a number that are never its unit (value-changing words, scale words, hedges
# and bounds are not units either: normalize reads them all): a trailing run holding one is kept.
NOT_UNIT_WORDS: Tuple[str, ...] = (
    "third", "less", "more", "greater", "smaller", "larger", "than", "least", "most", "not", "only", "no", "or", "and", "divided", "by", "to", "of", "off", "is", "are", "was", "were", "remainder",
    "sqrt", "pi", "percent", "pct", "percentage", "hundred", "thousand", "million",
    "billion", "trillion", "later", "earlier", "before", "after", "zero", "wrong", "right",
    "correct", "incorrect", "twice", "thrice", "double", "triple", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
    "twenties", "scores", "grosses", "myriad", "myriads", "trillions", "zillions", "googol", "googols",
    "factorials", "sixths", "sevenths",
    "eighths", "ninths", "twelfths", "tens", "ones", "percents",
)

# Known unit words and symbols (case-insensitive).  One unit may follow a complete
# number and is dropped (POLICY §2): one of these, or a plural count noun (`apples`),
# with optional powers and one `/` or "per"; two known words make one unit ("tonnes CO2e",
# "kilowatt hours").  Only these may be glued to the digits
# (`12cm`, `12.50元`); a word of another script is a unit only if it is listed here.
UNIT_WORDS: Tuple[str, ...] = (
    # currency abbreviations written after the amount
    "kr", "zł", "Ft", "Kč",
    # length
    "mm", "cm", "km", "meter", "meters", "metre", "metres", "centimeter", "centimeters",
    "millimeter", "millimeters", "kilometer", "kilometers", "inch", "inches", "in", "ft", "foot", "feet",
    "yard", "yards", "yd", "mile", "miles", "mi", "units", "unit",
    # area / volume
    "square", "sq", "cubic", "acre", "acres", "hectare", "hectares", "liter", "liters", "litre",
    "litres", "ml", "milliliter", "milliliters", "gallon", "gallons", "quart", "quarts", "pint",
    "pints", "cup", "cups", "ounce", "ounces", "oz", "fl",
    # mass
    "kg", "mg", "gram", "grams", "kilogram", "kilograms", "pound", "pounds", "lb", "lbs", "ton", "tons",
    # time
    "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs",
    "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years",
    # money and counts
    "dollar", "dollars", "cent", "cents", "euro", "euros", "yuan", "rupee", "rupees", "rs", "inr", "pence", "usd", "eur", "gbp", "jpy", "cny", "rmb", "aud",
    "cad", "chf",
    "degree", "degrees", "deg", "radian", "radians", "rad",
    "mph", "kmh", "kph", "each", "kwh", "mw", "kw", "gb", "mb", "kb", "hz", "khz",
    "mhz", "ghz", "mwh", "gwh", "twh", "co2", "co2e", "cal", "kcal", "sqft", "tonne", "tonnes", "metric", "dm", "µm", "nm", "ms",
    "kilowatt", "kilowatts", "light", "newton", "newtons", "joule", "joules", "watt", "watts", "volt", "volts", "ohm", "ohms",
    "celsius", "fahrenheit", "kelvin", "mol", "moles", "bits", "bytes",
    "students", "people", "persons", "times", "ways", "items", "pieces", "apples", "books",
    "marbles", "balls", "eggs", "cookies", "cars", "pages", "points", "steps", "pairs",
    "child", "children", "men", "women", "sheep", "fish", "person",
    "number",  # TAT-QA's scale label for a plain count ("12085176 number")
    # other scripts and languages: Chinese, Japanese, Russian, Spanish, Portuguese, French, German
    "元", "块", "角", "米", "厘米", "毫米", "千米", "公里", "平方米", "平方厘米", "平方千米", "立方米",
    "立方厘米", "克", "千克", "公斤", "吨", "斤", "升", "毫升", "秒", "分钟", "小时", "天", "周", "年",
    "个", "人", "只", "本", "张", "条", "件", "辆", "次", "岁", "度", "分", "页", "棵", "颗", "名",
    "円", "個", "枚", "匹", "冊", "台", "歳", "回", "時間", "日", "センチ", "メートル", "キロ",
    "рублей", "рубля", "рубль", "руб", "копеек", "см", "мм", "км", "кг", "метров", "метра", "метр",
    "ч", "м",  # "км/ч", "м": a Cyrillic unit letter (not "с", also "with": "5 с половиной")
    "грамм", "граммов", "литров", "литра", "дней", "дня", "лет", "года", "часов", "часа", "минут",
    "минуты", "секунд", "штук", "человек", "градусов", "долларов", "доллара", "евро",
    "metros", "centímetros", "kilómetros", "quilômetros", "gramos", "gramas", "litros", "horas",
    "minutos", "días", "dias", "años", "anos", "pesos", "dólares", "reais", "mètres", "centimètres",
    "kilomètres", "heures", "jours", "ans", "zentimeter", "stunden", "minuten", "tage", "jahre", "grad",
    "metri", "centimetri", "chilometri", "grammi", "litri", "ore", "minuti", "giorni", "anni", "euro",
    # counters and degrees (a count noun of the answer's language: "720通り", "9개", "76 degrés")
    "种", "通り", "개", "가지", "명", "번", "도", "degrés", "degré", "gradi", "grado", "graus", "grados",
    # Hindi, Arabic, Persian (written with or without a per-unit slash: "45 किमी/घंटा")
    "किमी", "किलोमीटर", "मीटर", "सेमी", "घंटा", "घंटे", "मिनट", "सेकंड", "किग्रा", "किलोग्राम", "ग्राम", "लीटर", "रुपये", "रुपए",
    "كم", "متر", "سم", "ساعة", "دقيقة", "كغ", "لتر", "کیلومتر", "متر", "ساعت", "دقیقه", "کیلوگرم", "لیتر",
)

# Single-letter unit symbols: a unit only inside a text wrapper (`3\text{ m}`,
# `3\,\mathrm{m}`), never bare (`2t` is not 2).  Case-sensitive: `\text{M}` is not a unit.
SINGLE_LETTER_UNITS: Tuple[str, ...] = ("m", "g", "s", "l", "L", "h", "J", "N", "W", "V")

# Words before a unit that make one unit with it: "square feet", "cubic meters".
UNIT_PREFIXES: Tuple[str, ...] = ("square", "sq", "sq.", "cubic", "cu", "cu.", "metric")
# Prepositions that join the two nouns of a compound count noun ("45 strette di mano", "21 poignées de
# main", "12 slices of pizza"): noun, link, noun after a number is one count noun; and a scale word to
# its unit after the answer in the reward setting ("3 milioni di euro", "3 millions d'euros").
NOUN_LINKS: Tuple[str, ...] = ("of", "de", "di", "da", "do", "du", "del", "des", "von", "d'", "van", "av")

# A whole answer that is yes or no in another language: the English word it means.
YES_NO_WORDS: Dict[str, str] = {
    "yes": "yes", "no": "no", "sí": "yes", "si": "yes", "oui": "yes", "non": "no", "ja": "yes",
    "nein": "no", "sim": "yes", "não": "no", "nao": "no", "да": "yes", "нет": "no", "是": "yes",
    "否": "no", "对": "yes", "不是": "no", "はい": "yes", "いいえ": "no",
    "καθόλου": "no", "ναι": "yes", "evet": "yes", "hayır": "no",  # Greek "not at all", Turkish
}

# A whole answer that is a number word is that number ("The answer is five."); "null" (an empty
# set in English), "um" (a filler) and "un" (an article, or u·n in math) are left out.
_CJK_DIGITS = "零一二三四五六七八九"
# The English number words that compose ("one hundred twenty", "two thousand and twenty-four"): the units and tens of
# NUMBER_WORDS and these multipliers (normalize/answers.py).
NUMBER_MULTIPLIERS: Dict[str, int] = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
NUMBER_WORDS: Dict[str, int] = {
    **{word: value for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split())},
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
    **{word: value for value, word in enumerate("cero uno dos tres cuatro cinco seis siete ocho nueve diez".split())},
    **{word: value for value, word in enumerate("zéro un deux trois quatre cinq six sept huit neuf dix".split()) if word != "un"},
    **{word: value for value, word in enumerate("null eins zwei drei vier fünf sechs sieben acht neun zehn".split()) if word != "null"},
    **{word: value for value, word in enumerate("zero uno due tre quattro cinque sei sette otto nove dieci".split())},
    **{word: value for value, word in enumerate("zero um dois três quatro cinco seis sete oito nove dez".split()) if word != "um"},
    **{word: value for value, word in enumerate("ноль один два три четыре пять шесть семь восемь девять десять".split())},
    # eleven to twenty (not the French "seize" nor the Spanish "once": English words)
    **{word: value for value, word in enumerate("onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split(), 11) if word != "seize"},
    **{word: value for value, word in enumerate("elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split(), 11)},
    **{word: value for value, word in enumerate("once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split(), 11) if word != "once"},
    **{word: value for value, word in enumerate("undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti".split(), 11)},
    **{word: value for value, word in enumerate("onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split(), 11)},
    **{word: value for value, word in enumerate(("одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать "
                                                 "восемнадцать девятнадцать двадцать").split(), 11)},
    # the numerals of Chinese and Japanese from 0 to 99 ("十二" is 12, "二十" is 20, "三十五" is 35)
    **{_CJK_DIGITS[value]: value for value in range(10)},
    **{(_CJK_DIGITS[value // 10] if value >= 20 else "") + "十" + (_CJK_DIGITS[value % 10] if value % 10 else ""): value for value in range(10, 100)},
}
# Whole answers that name the real numbers.
ALL_REALS: Tuple[str, ...] = ("all real numbers", "all reals", "all real values", "any real number", "every real number")
# Articles a word answer may start with ("The Pacific Ocean" is "Pacific Ocean", "an ellipse" is
# "ellipse"); "a" is left out: "a few" is not "few", and "A" may be an option letter.
ARTICLES: Tuple[str, ...] = ("the", "an")

# Words that open a parenthesised explanation after an anchored answer ("Answer: 9 (since 196 = 14^2)"):
# the explanation is no part of the answer.
EXPLANATION_OPENERS: Tuple[str, ...] = (
    "since", "because", "as", "by", "from", "using", "via", "which", "where", "average", "computed", "obtained",
    "already", "in", "simplified",
    "porque", "ya que", "puisque", "car", "weil", "da", "perché", "poiché", "pois", "потому что", "так как",
    # Swahili, Tagalog, Malay
    "kwa sababu", "dahil", "kerana", "sebab",
)

# Words that introduce an option letter: "Option B", "choice (C)" is the option letter.
OPTION_WORDS: Tuple[str, ...] = (
    "option", "choice", "answer choice", "opción", "opção", "réponse", "antwort", "вариант", "选项",
    "proposition", "alternativa", "pilihan", "seçenek", "opzione", "wariant", "odpowiedź", "odpowiedzi", "phương án",
)

# Articles that may stand before an option letter ("la **C**", "a (E)", "the (B)"), matched as
# written (lower case, or capitalized when longer than a letter): "A B" is two option letters.
OPTION_ARTICLES: Tuple[str, ...] = ("the", "la", "el", "le", "il", "lo", "a", "o")

# Words that mean "percent" after a number.
PERCENT_WORDS: Tuple[str, ...] = (
    "percent", "percentage", "pct", "per cent", "por ciento", "pour cent", "pourcent", "prozent", "per cento",
    "por cento", "процентов", "процента", "процент",
    # Swahili, Tagalog, Malay
    "asilimia", "porsiyento", "porsyento", "peratus",
)
# Currency signs: dropped like the dollar sign.
CURRENCY_SIGNS: Tuple[str, ...] = ("€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱")
# Ellipses: the words before them trail off ("at least... 5"), and no sentence ends there.
ELLIPSES: Tuple[str, ...] = ("...", ". . .", "…", "\\ldots", "\\dots", "\\cdots")
# Nouns whose value a retraction right after them is about ("the root 3 is rejected"), as a variable's is.
VALUE_NOUNS: Tuple[str, ...] = ("root", "roots", "solution", "solutions", "value", "values", "candidate", "answer", "result")
# Abbreviations of approximation words, written with a full stop ("approx. 5"): the stop
# does not end the phrase.
ABBREVIATIONS: Tuple[str, ...] = (
    "approx", "ca", "env", "ungef", "aprox", "approssim", "прибл", "прим", "ок", "rd", "rs", "cca", "přibl",
)
# Languages that write a decimal comma: after one of their anchors "3,75" is 3.75 (a group of
# exactly three digits stays a thousands separator).
DECIMAL_COMMA_LANGUAGES: Tuple[str, ...] = (
    "fr", "de", "es", "it", "pt", "ru", "pl", "uk", "nl", "sv", "el", "cs", "ro", "hu", "fi", "da", "nb",
)

# Text wrappers unwrapped to their content: \text{Monday} -> Monday.
TEXT_WRAPPERS: Tuple[str, ...] = (
    "text", "textbf", "textit", "textrm", "textsf", "texttt", "textnormal", "textup", "mbox",
    "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathnormal", "operatorname", "boldsymbol",
    "bm", "emph", "hbox", "boxed", "fbox", "mathbb", "ensuremath",
)

# Commands that only change spacing or size: removed as whole tokens.
SPACING_COMMANDS: Tuple[str, ...] = (
    "!", ",", ";", ":", " ", "quad", "qquad", "displaystyle", "textstyle", "scriptstyle",
    "left", "right", "bigl", "bigr", "Bigl", "Bigr", "big", "Big", "bigg", "Bigg", "biggl", "biggr",
    "limits", "nolimits", "enspace", "thinspace", "medspace", "thickspace", "negthinspace",
    "tiny", "small", "normalsize", "large", "Large", "LARGE", "huge", "Huge",  # size switches: no value changes
)

# Commands that show their argument as text: with a blank argument (\\text{ }, \\mbox{}) they are
# spacing, and so are the spacing commands that take a length (\\hspace{1em}, \\kern3pt).  No word
# stands in them: a qualifier before them still stands right before the value.
BLANK_GROUP_COMMANDS: Tuple[str, ...] = (
    "text", "textrm", "textnormal", "textup", "mbox", "hbox", "mathrm", "textbf", "textit", "textsf", "texttt", "textsl",
    "emph", "mathbf", "mathit",
)
SPACING_WITH_LENGTH: Tuple[str, ...] = ("hspace", "hspace*", "kern", "mkern", "hskip", "mskip")

# Math function names the grammar knows; a letter run made of these is not a word.
FUNCTION_NAMES: Tuple[str, ...] = (
    "sin", "cos", "tan", "sec", "csc", "cot", "arcsin", "arccos", "arctan", "arcsec", "arccsc",
    "arccot", "sinh", "cosh", "tanh", "ln", "log", "exp", "sqrt", "frac", "binom", "lfloor",
    "rfloor", "lceil", "rceil", "infty", "pi", "cdot", "times", "div", "pm", "mp", "cup", "cap",
    "le", "ge", "leq", "geq", "ne", "neq", "lt", "gt", "circ", "in", "det", "gcd", "lcm", "max", "min",
)

# Greek letters usable as variables.
GREEK_LETTERS: Tuple[str, ...] = (
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta",
    "iota", "kappa", "lambda", "mu", "nu", "xi", "rho", "sigma", "tau", "upsilon", "phi", "varphi",
    "chi", "psi", "omega", "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Phi", "Psi", "Omega",
)

# HTML tags a renderer interprets: the tag itself is not shown.
HTML_TAGS = frozenset(
    "a abbr b big blockquote br center code del details dfn div em font h1 h2 h3 h4 h5 h6 hr i iframe img "
    "ins kbd mark noscript object ol li p pre q s samp script small span strike strong style sub summary "
    "sup svg table tbody td template th thead tr tt u ul var".split()
)
# HTML elements whose content a reader does not see (or sees struck out).
HIDDEN_HTML_ELEMENTS = frozenset("del details iframe noscript object s script strike style template".split())

# Colour names that can be read on a white page (xcolor's base names and common extras).
# Any other name (white, snow, ivory, an unknown name) counts as invisible: a whitelist.
VISIBLE_COLOURS = frozenset(
    "black blue brown cyan darkgray gray green lime magenta olive orange pink purple red teal violet "
    "navy maroon darkblue darkred darkgreen crimson indigo royalblue forestgreen "
    "blueviolet burntorange redorange orangered mahogany brickred bittersweet midnightblue".split()
)

# Commands that define or redefine commands: a response using one cannot be read as a
# reader sees it (what \boxed shows is no longer what it says).
MACRO_DEFINITIONS: Tuple[str, ...] = (
    "def", "gdef", "edef", "xdef", "let", "futurelet", "newcommand", "renewcommand", "providecommand",
    "DeclareMathOperator", "DeclareRobustCommand", "NewDocumentCommand", "RenewDocumentCommand",
    "ProvideDocumentCommand", "DeclareDocumentCommand", "NewExpandableDocumentCommand", "newenvironment",
    "renewenvironment", "NewDocumentEnvironment", "RenewDocumentEnvironment", "newrobustcmd", "renewrobustcmd",
    "providerobustcmd", "csdef", "csgdef", "defcs", "csletcs", "cslet", "letcs", "apptocmd", "pretocmd", "patchcmd",
    "xpatchcmd", "robustify", "AtBeginDocument", "catcode", "csname", "expandafter", "mathchardef", "chardef",
    "countdef", "newif", "renewif", "setlength", "mathcode", "uppercase", "lowercase",
    # TeX conditionals: what shows depends on a test the reader's renderer does not run
    "ifx", "ifnum", "ifdim", "ifodd", "ifcase", "ifcat", "ifdefined", "ifcsname", "iftrue", "ifmmode", "ifvmode", "ifhmode",
)
# Commands that style math through CSS or classes (MathJax, KaTeX): the display may differ.
MATH_STYLING: Tuple[str, ...] = ("style", "htmlStyle", "class", "cssId", "htmlClass", "htmlId", "htmlData", "bbox")
# CSS properties an HTML style may set without hiding its element (a whitelist: any other
# property, such as display, visibility, opacity, transform, clip-path, font-size or
# position, hides it).  A colour must still be visible.
NEUTRAL_CSS_PROPERTIES = frozenset(
    "color font-weight font-style font-family text-decoration background-color background margin margin-left "
    "margin-right margin-top margin-bottom padding padding-left padding-right padding-top padding-bottom border "
    "border-radius text-align line-height".split()
)
# Background colours known to be light (a page's usual highlights): dark text stays readable on
# them.  A background given by value is light when its luminance is at least half; any other
# background hides its element (a whitelist).
LIGHT_BACKGROUNDS = frozenset(
    "white snow ivory whitesmoke ghostwhite seashell linen oldlace floralwhite cornsilk lemonchiffon lightyellow yellow "
    "beige lavender lavenderblush mintcream honeydew azure aliceblue lightcyan lightblue lightgreen lightgray lightgrey "
    "gainsboro silver papayawhip blanchedalmond bisque moccasin wheat khaki palegoldenrod mistyrose transparent".split()
)
# HTML classes that do not hide an element (a whitelist: any other class hides it).
NEUTRAL_HTML_CLASSES = frozenset("answer final-answer math katex mathjax highlight bold result solution".split())

# Words that turn from what was reported to what is stated ("A common mistake is 6, but the answer
# is 5"): a claim before them is not the answer's.
CONTRASTS: Dict[str, Tuple[str, ...]] = {
    "en": ("but", "yet", "however", "whereas", "while"), "es": ("pero", "sin embargo", "no obstante"), "fr": ("mais", "cependant", "pourtant", "toutefois"),
    "de": ("aber", "jedoch", "sondern", "allerdings", "dennoch", "trotzdem"), "it": ("ma", "però", "tuttavia", "eppure"),
    "pt": ("mas", "porém", "contudo", "todavia"), "ru": ("но", "однако", "впрочем"), "zh": ("但是", "但", "然而", "不过"), "ja": ("しかし", "でも", "だが", "ですが"),
    # the languages beyond the nine: Arabic, Persian, Hindi, Bengali, Korean, Thai, Hebrew, Turkish, Vietnamese, Indonesian
    "ar": ("لكن", "ولكن"),
    "fa": ("اما", "ولی"),
    "hi": ("लेकिन", "परंतु", "किंतु"),
    "bn": ("কিন্তু", "তবে"),
    "ko": ("하지만", "그러나", "그런데"),
    "th": ("อย่างไรก็ตาม", "แต่ว่า"),
    "he": ("אבל", "אולם", "אך"),
    "tr": ("ama", "fakat", "ancak", "lakin"),
    "vi": ("nhưng", "tuy nhiên"),
    "id": ("tetapi", "tapi", "namun"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("jednak", "lecz", "ale"),
    "uk": ("але", "однак", "проте"),
    "nl": ("maar", "echter"),
    "sv": ("emellertid",),
    "el": ("αλλά", "όμως", "ωστόσο"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("avšak", "však", "ovšem", "nicméně", "ale"),
    "ro": ("dar", "însă", "totuși", "totuşi", "ci"),
    "hu": ("azonban", "viszont", "ám", "hanem"),
    "fi": ("mutta", "kuitenkin", "vaan"),
    "da": ("imidlertid", "derimod"),
    "nb": ("imidlertid", "derimot"),
    # Swahili, Tagalog, Malay
    "sw": ("lakini", "ila"),
    "tl": ("pero", "ngunit", "subalit", "gayunpaman", "gayunman"),
    "ms": ("tetapi", "tapi", "namun", "walau bagaimanapun"),
}

# Closing lines that may follow the final answer without a full stop.
CLOSING_LINES: Tuple[str, ...] = (
    "i hope it is correct", "i hope this is correct", "i hope this helps", "hope this helps", "hope it helps",
    "espero que sea correcto", "espero que esto ayude", "espero que te sirva", "j'espère que c'est correct",
    "j'espère que cela aide", "ich hoffe, das ist richtig", "ich hoffe, das hilft", "spero sia corretto",
    "spero che sia corretto", "spero che questo aiuti", "espero que esteja correto", "espero que ajude",
    "надеюсь, это правильно", "надеюсь, это поможет", "希望对你有帮助", "希望答案正确", "希望这对你有帮助",
    "お役に立てれば幸いです", "正しいといいのですが", "espero ter ajudado", "hoffentlich hilft das", "semoga bermanfaat",
    "semoga membantu", "j'espère avoir aidé", "spero di esserti stato utile",
    "hope it is correct", "hope this is correct", "i hope that helps", "hope that helps", "i hope it's correct",
    "this completes the solution", "this completes the proof", "which completes the proof", "that is all", "that's all",
    "good luck", "thank you", "thanks", "done", "qed", "q.e.d", "∎", "□", "end", "the end",
    "以上です", "以上となります", "以上になります",
    "let me know if you have any questions", "let me know if you have questions", "feel free to ask if you have any questions",
    # the languages beyond the nine: Arabic, Persian, Hebrew, Hindi, Bengali, Turkish, Korean, Vietnamese, Thai
    "أتمنى أن يكون هذا مفيدًا", "أتمنى أن يكون هذا مفيدا", "آمل أن يكون هذا مفيدًا", "آمل أن يكون هذا مفيدا", "أرجو أن يكون هذا مفيدًا",
    "أتمنى أن تكون الإجابة صحيحة", "امیدوارم مفید باشد", "امیدوارم درست باشد", "מקווה שזה עוזר", "מקווה שזה נכון",
    "आशा है कि यह मददगार होगा", "आशा है यह मदद करेगा", "আশা করি এটি সাহায্য করবে", "umarım yardımcı olur", "umarım doğrudur",
    "도움이 되었길 바랍니다", "도움이 되었으면 좋겠습니다", "도움이 되길 바랍니다", "hy vọng điều này hữu ích", "hy vọng giúp được bạn",
    "หวังว่าจะเป็นประโยชน์",
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "mam nadzieję, że to pomoże", "mam nadzieję, że to jest poprawne", "сподіваюся, це допоможе", "ik hoop dat dit helpt",
    "hopelijk helpt dit", "jag hoppas att detta hjälper", "hoppas det hjälper", "ελπίζω να βοήθησα", "ελπίζω αυτό να βοηθά",
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "doufám, že je to správně", "doufám, že to pomůže", "sper că este corect", "sper că e corect", "sper că te ajută",
    "sper că ajută", "remélem, hogy helyes", "remélem, ez segít", "remélem, segít", "toivottavasti tämä auttaa",
    "toivottavasti tämä on oikein", "jeg håber, det er korrekt", "jeg håber, det hjælper", "håber det hjælper",
    "jeg håper det er riktig", "jeg håper dette hjelper", "håper dette hjelper",
    # Swahili, Tagalog, Malay
    "natumaini hii inasaidia", "natumaini hili ni sahihi", "sana makatulong ito", "sana ay nakatulong ito",
    "semoga membantu", "harap ini membantu",
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "nadam se da je ovo točno", "nadam se da je točno", "nadam se da ovo pomaže", "nadam se da pomaže", "dúfam, že je to správne", "dúfam, že to pomôže", "dúfam, že to pomohlo", "loodan, et see aitab", "loodan, et see on õige", "loodetavasti aitab see", "tikiuosi, kad tai padės", "tikiuosi, kad tai teisinga", "espero que sigui correcte", "espero que això ajudi", "espero haver ajudat", "ég vona að þetta hjálpi", "vona að þetta hjálpi", "ég vona að þetta sé rétt", "shpresoj që kjo të ndihmojë", "shpresoj se kjo ndihmon", "shpresoj të jetë e saktë",
)
# HTML elements that hold code: removed with their content, like Markdown code.
CODE_HTML_ELEMENTS = frozenset("code pre kbd samp tt".split())


# --- count nouns, other words after a number, and dates (POLICY §2 units, §3 dates) ----------------
# One word after a complete number is a count noun, and dropped like a unit (`14 Bücher`, `14 книг`,
# `14 libri`, `14 本书`), when it is written in a script whose hedge, bound, scale and negation words
# the tables above hold (Latin, Cyrillic, Chinese and Japanese), is none of those words and none of
# the words below.  In any other script only a listed counter is a unit: a word there may be a hedge
# or a scale word no table knows (`40 정도` is "about 40", `5 만` is 50000).
COUNTERS: Tuple[str, ...] = (
    # Korean counters and nouns of counting
    "개", "명", "권", "마리", "대", "장", "번", "가지", "살", "원", "병", "송이", "그루", "켤레", "채", "척", "벌", "잔",
    "시간", "분", "초", "일", "주", "개월", "년", "센티미터", "미터", "킬로미터", "킬로그램", "그램", "리터", "달러", "점",
    # Thai, Vietnamese, Hindi, Arabic, Persian and Hebrew counters and common units
    "บาท", "คน", "ชิ้น", "อัน", "เล่ม", "ตัว", "ปี", "วัน", "ชั่วโมง", "นาที", "เมตร",
    "đồng", "cái", "người", "quyển", "năm", "ngày", "giờ", "phút", "mét", "quả", "con", "chiếc", "cuốn", "tờ", "viên", "cây", "bông", "hộp", "chai", "gói",
    "रुपये", "रुपए", "लोग", "किताबें", "साल", "दिन", "घंटे", "मिनट", "मीटर",
    "ريال", "دولار", "كتب", "كتاب", "سنة", "سنوات", "يوم", "أيام", "ساعة", "ساعات", "دقيقة", "دقائق", "متر",
    "تومان", "ریال", "کتاب", "سال", "روز", "ساعت", "دقیقه", "نفر", "عدد",
    "ספרים", "שקלים", "שנים", "ימים", "שעות", "דקות", "מטר",
    # Bengali classifiers, glued to the number ("48টি"), and Hungarian "db" (darab, piece: the word itself is
    # Malay "multiply", a value-changing word, so it stays unread)
    "টি", "টা", "জন", "db",
)
# Words of the general-rule scripts that are no count noun after a number (besides the tables
# above): copulas, scale and approximation words of languages without their own tables, and the
# degree of a power.  The CJK ones are looked for anywhere in a run of CJK text.
NOT_COUNT_NOUNS: Tuple[str, ...] = (
    "ist", "es", "est", "è", "é", "sind", "son", "sont", "sono", "são", "это", "есть", "also", "too", "only",
    "hundert", "hunderte", "cien", "cientos", "centenares", "millares", "billones", "billón", "millardos", "cento",
    "centinaia", "milliard", "miliardo", "milhar", "milhares", "bilião", "biliões", "сто", "сотни", "тысяча",
    "миллион", "миллиард", "duizend", "miljoen", "miljard", "tysięcy", "tysiące", "milionów", "bin", "milyon", "ribu",
    "juta", "nghìn", "triệu", "tỷ", "ongeveer", "cirka", "około", "sekitar", "civarında", "civarı", "yaklaşık",
    "khoảng", "approximativement", "aproximadamente", "approssimativamente", "ungefähr", "circa", "etwa",
    "th", "st", "nd", "rd", "ish", "odd", "plus", "minus", "squared", "cubed", "prime", "primes",
    "percent", "pourcent", "prozent", "por", "per", "mal", "fois", "veces", "vezes", "volte", "раз", "раза",
    "左右", "多", "余", "来", "几", "约", "大约", "上下", "以上", "以下", "不到", "不", "没", "非", "万", "亿", "千", "百", "倍",
    "程度", "くらい", "ぐらい", "ほど", "前後", "未満", "ない", "ではない", "億", "萬", "兆", "ちょっと", "弱", "強",
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål: copulas, scale words and "times"
    "jsou", "este", "sunt", "ovat", "tisíc", "tisíce", "milion", "milionů", "miliony", "miliard", "miliardy", "sto", "sta",
    "stovky", "milioane", "miliarde", "sute", "száz", "sataa", "satoja", "tuhat", "miljoona", "miljoonia",
    "milliard", "milliarder", "hundrede", "hundre", "tusinder", "tusener",
    # Swahili, Tagalog, Malay
    "ni", "ay", "ialah", "elfu", "milioni", "bilioni", "libo", "libong", "milyong", "bilyon", "bilion", "trilion",
    "mara", "beses", "kali", "hivi", "takriban", "zaidi", "lebih", "lang", "lamang", "sahaja",
)
# Day names (lower case): with the month names, the closed classes an answer word may belong to, whose
# other members after the answer are other values ("$\boxed{\text{Wednesday}}$ (Tuesday if today counts)").
WEEKDAY_NAMES: Tuple[str, ...] = (
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
    "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica",
    "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
    "понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье",
    "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
    "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela",
    "pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi", "pazar",
    "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag",
)
# Month names (lower case), read as dates and never as count nouns: `5 February 2023` is a date.
MONTH_NAMES: Tuple[str, ...] = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    "januar", "februar", "märz", "mai", "juni", "juli", "oktober", "dezember",
    "janvier", "février", "mars", "avril", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
    "diciembre", "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
    "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro",
    "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
    "декабря", "январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь",
    "ноябрь", "декабрь",
)
# Words that only restate a domain after a function or a family ("for every real t", "for each
# positive integer k", "where k is an integer", "per ogni t reale", "pour tout réel t", "für alle reellen t"):
# the quantifiers and the kinds of number, before or after the variable.
DOMAIN_QUANTIFIERS: Tuple[str, ...] = (
    "for all", "for every", "for each", "for any", "for", "where", "with", "when", "over all",
    "per ogni", "per tutti i", "pour tout", "pour tous les", "quel que soit", "für alle", "für jedes", "für jede", "para todo",
    "para cada", "para todos los", "para todos os", "для всех", "для любого", "для каждого", "при всех", "при любом",
)
DOMAIN_KINDS: Tuple[str, ...] = (
    "real", "reals", "real number", "real numbers", "real value", "real values", "positive", "negative", "nonnegative",
    "non-negative", "nonzero", "non-zero", "integer", "integers", "positive integer", "positive integers",
    "nonnegative integer", "nonnegative integers", "non-negative integer", "non-negative integers", "natural",
    "natural number", "natural numbers", "whole number", "whole numbers", "complex number", "complex numbers",
    "positive real", "positive reals", "positive real number", "positive real numbers", "number", "numbers", "value", "values",
    "número real", "números reales", "nombre réel", "nombres réels", "numero reale", "numeri reali", "reelle zahl", "reellen zahlen",
    "reale", "reali", "intero", "interi", "réel", "réels", "entier", "entiers", "entier relatif", "entiers relatifs", "reelle", "reellen", "reelles", "ganze",
    "ganzen", "reales", "entero", "enteros", "reais", "inteiro", "inteiros", "действительного", "действительных",
    "вещественного", "вещественных", "целого", "целых",
)
# The kinds of number that make a family's parameter an integer ("2k\pi, k \in \mathbb{Z}", "for any integer k"): its
# parameter is a dummy, renamed to a usual letter.  A parameter declared natural or positive ranges over part of the
# integers only ("2t\pi, t \in \mathbb{N}" misses the negative multiples): its qualifier stays, and the family is another.
INTEGER_KINDS: Tuple[str, ...] = ("integer", "integers", "intero", "interi", "entier", "entiers", "entier relatif", "entiers relatifs", "ganze", "ganzen", "entero",
                                  "enteros", "inteiro", "inteiros", "целого", "целых")
PART_OF_INTEGER_KINDS: Tuple[str, ...] = (
    "positive integer", "positive integers", "nonnegative integer", "nonnegative integers",
    "non-negative integer", "non-negative integers", "natural", "natural number", "natural numbers", "whole number",
    "whole numbers",
)
# Letters that name an integer parameter of a family of solutions without being declared one.
INTEGER_PARAMETERS: Tuple[str, ...] = ("k", "m", "n", "j")
# --- The clause model of negation (extract/scope.py) ---------------------------------------------
# Negation is read by its scope, from small lexicons instead of whole phrases: a value inside the
# scope of a negator (or of a word of impossibility) is denied; a negator whose scope is the other
# values ("no other", "nothing but") affirms.  Latin-script entries match whole words (any word
# ending in "n't" is a negator too, and so is French "n'" before a word); entries of scripts written
# without spaces (CJK, Thai) and Korean endings match inside a word.
# Words that say what they are said of is false or fails ("wrong", "incorrect", "fails", "неверен", "falsch"):
# negators (they deny wherever they stand, lexicons.py reads them with NEGATORS) that are also a claim about
# validity in one word (a phrase that names the answer is denied by them: extract/denials.py).
FALSITY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("false", "wrong", "incorrect", "invalid", "fails", "fail", "extraneous", "spurious"), "fr": ("faux", "fausse", "incorrect", "incorrecte", "erroné", "erronée"),
    "de": ("falsch", "unrichtig", "fehlerhaft"), "es": ("falso", "incorrecto", "incorrecta", "erróneo", "errónea"),
    "it": ("falso", "sbagliato", "sbagliata", "errato", "errata"), "pt": ("falso", "errado", "errada", "incorreto", "incorreta"),
    "pl": ("błędny", "błędna", "błędne", "niepoprawny", "niepoprawna", "niepoprawne"), "cs": ("chybný", "chybná", "chybné", "nesprávný", "nesprávná", "nesprávné"),
    "id": ("keliru",), "tr": ("yanlış",), "hi": ("गलत", "ग़लत"),  # not "salah": "salah satu" is "one of"
    "ar": ("خاطئ", "خاطئة", "خاطئٌ", "خاطئةٌ"), "fa": ("نادرست", "اشتباه", "غلط"), "nl": ("fout", "onjuist"),
    # the long and the short forms ("неверный", "неверен")
    "ru": ("неверен", "неверна", "неверно", "неверны", "неверный", "неверная", "неверное", "неправилен", "неправильна", "неправильно",
           "неправильный", "неправильная", "неправильное", "ошибочен", "ошибочна", "ошибочно", "ошибочный", "ложен", "ложна", "ложно"),
    "uk": ("хибний", "хибна", "хибне", "хибно", "неправильний", "неправильна", "неправильне", "неправильно", "невірний", "невірна",
           "невірне", "невірно"),
}
# Verbs of validity of the languages that negate a verb by the prefix "ne-" written in the word ("vyhovuje",
# "nevyhovuje"): both forms are claims of validity (VALIDITY_WORDS), and the negated one is a negator ("Toto číslo
# nevyhovuje zadání" denies the answer it names, as "does not satisfy" does).
PREFIX_NEGATED_VALIDITY: Dict[str, Tuple[str, ...]] = {
    "cs": ("vyhovuje", "vyhovují", "splňuje", "splňují", "platí", "funguje", "sedí"),
    "sk": ("vyhovuje", "vyhovujú", "spĺňa", "spĺňajú", "platí", "funguje", "sedí"),
}
_PREFIX_NEGATED = {language: tuple("ne" + verb for verb in verbs) for language, verbs in PREFIX_NEGATED_VALIDITY.items()}
NEGATORS: Dict[str, Tuple[str, ...]] = {
    "en": ("not", "no", "never", "cannot", "none", "neither", "nor", "nothing", "nowhere", "nobody", "impossible",
           "impossibility", "unattainable", "unreachable", "unachievable", "unattained", "infeasible"),
    "fr": ("ne", "pas", "jamais", "aucun", "aucune", "rien", "impossible", "inatteignable"),
    "de": ("nicht", "kein", "keine", "keinen", "keiner", "keines", "nie", "niemals", "nichts", "niemand",
           "unmöglich", "unerreichbar"),
    "es": ("no", "nunca", "jamás", "ningún", "ninguna", "ninguno", "nada", "imposible", "inalcanzable", "tampoco"),
    "it": ("non", "mai", "nessun", "nessuna", "nessuno", "niente", "nulla", "impossibile", "irraggiungibile", "neanche", "nemmeno", "neppure"),
    "pt": ("não", "nunca", "jamais", "nenhum", "nenhuma", "nada", "impossível", "inalcançável", "tampouco"),
    "ru": ("не", "нет", "никогда", "ни", "нельзя", "никак", "никакой", "никакое", "никакая", "никаких", "ничто", "ничего",
           "невозможно", "невозможен", "невозможна", "недостижимо", "недостижим", "недостижима"),
    "tr": ("değil", "değildir", "değilim", "değiliz", "olamaz", "olmaz", "yok", "asla", "hiç", "hiçbir", "imkansız", "imkânsız"),
    "vi": ("không", "chẳng", "chưa", "đừng"),
    "id": ("tidak", "bukan", "tak", "mustahil"),
    "ar": ("لا", "ليس", "ليست", "لست", "لسنا", "لن", "لم", "أبدا", "أبداً", "مستحيل", "المستحيل", "أبدًا"),
    "fa": ("نه", "نیست", "نیستم", "نیستیم", "هرگز", "نمی", "غیرممکن", "هیچ", "نخواهد", "نبود", "نبوده", "نیستند", "نشد"),
    "he": ("לא", "אין", "אינו", "אינה", "מעולם", "בלתי"),
    "hi": ("नहीं", "न", "कभी", "असंभव"),
    "bn": ("না", "নয়", "নেই", "অসম্ভব"),
    "ta": ("இல்லை", "முடியாது", "அல்ல"),  # Tamil: not, cannot, is not
    # Inside a word: CJK, Thai, Korean endings.
    "zh": ("不", "没", "沒", "未", "无法", "無法", "并非"),
    "ja": ("ない", "ません", "不可能", "ではな", "じゃな"),
    "ko": ("않", "아니", "아닙", "아닐", "없", "못", "불가능"),  # "아닙니다", "아닐": forms of 아니다 whose syllable contracts; "불가능": impossible
    "th": ("ไม่",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("nie", "nigdy", "żaden", "żadna", "żadne", "żadnego", "nic", "niemożliwe", "ani"),
    "uk": ("не", "ні", "ніколи", "жоден", "жодна", "жодне", "жодного", "нічого", "неможливо"),
    "nl": ("niet", "nooit", "geen", "niets", "onmogelijk", "onbereikbaar"),
    "sv": ("inte", "ej", "aldrig", "ingen", "inget", "inga", "omöjligt"),
    "el": ("δεν", "μην", "μη", "όχι", "ποτέ", "κανένα", "κανένας", "καμία", "τίποτα", "αδύνατο"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("ne", "není", "nejsem", "nejsme", "nejsou", "nebude", "nemůže", "nemohou", "nemohu", "nemůžu", "nemůžeme", "nelze", "nikdy", "žádný", "žádná", "žádné", "žádného", "nic", "nemožné", "vyloučeno", "vyloučena", "nerovná", "ani") + _PREFIX_NEGATED["cs"],
    "ro": ("nu", "niciodată", "niciun", "nicio", "nimic", "imposibil", "exclus"),
    "hu": ("nem", "nincs", "nincsenek", "soha", "sosem", "semmi", "semmilyen", "lehetetlen", "kizárt"),
    "fi": ("ei", "eikä", "eivät", "emme", "koskaan", "mikään", "mitään", "yksikään", "mahdoton", "mahdotonta", "poissuljettu"),
    "da": ("ikke", "aldrig", "ingen", "intet", "ingenting", "umuligt", "udelukket"),
    "nb": ("ikke", "aldri", "ingen", "intet", "ingenting", "umulig", "umulige", "utelukket"),
    # Swahili, Tagalog, Malay
    "sw": ("sio", "siyo", "hapana", "hakuna", "sina", "hatuna", "haiwezekani", "haiwezi", "haliwezi", "kamwe",
           "wala", "uongo", "batili", "hazitakuwa", "haitakuwa", "hakutakuwa", "halitakuwa", "haikuwa", "hazikuwa", "halikuwa"),
    "tl": ("hindi", "wala", "walang", "huwag", "imposible"),
    "ms": ("tidak", "tidaklah", "bukan", "bukanlah", "tak", "takkan", "tiada", "jangan", "mustahil"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("nije", "nisam", "nismo", "nisu", "nema", "nikad", "nikada", "nijedan", "nijedna", "nijedno", "ništa", "nemoguće", "neće"),
    "sk": ("nie", "nikdy", "žiadny", "žiadna", "žiadne", "žiadneho", "nič", "nemožné", "nemôže", "nemôžu", "nebude", "nemožno", "vylúčené", "nerovná", "niet", "ani") + _PREFIX_NEGATED["sk"],
    "et": ("ei", "polnud", "ükski", "võimatu", "välistatud"),
    "lt": ("nėra", "niekada", "joks", "jokia", "jokie", "nieko", "neįmanoma", "negali", "nebus"),
    "ca": ("mai", "impossible"),
    "is": ("ekki", "aldrei", "enginn", "engin", "ekkert", "ómögulegt", "útilokað", "nei"),
    "sq": ("nuk", "kurrë", "asnjë", "asgjë", "pamundur"),
}
# Negating adverbials: a phrase of several words (or one word) that denies like "not" wherever it stands
# in the clause ("auf gar keinen Fall", "alles andere als", "tutt'altro che", "em hipótese alguma", where
# no word alone is a negator or the words alone would read as an exception or "other").  Latin and
# Cyrillic entries match as whole words in sequence, read by the clause model as one negator; entries of
# the scripts without spaces match inside a word, like NEGATORS.
NEGATING_ADVERBIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("by no means", "in no case", "in no way", "under no circumstances", "on no account", "not at all",
           "by no stretch", "nowhere near", "far from", "out of reach", "beyond reach", "out of the question", "no longer"),
    "de": ("auf gar keinen fall", "auf keinen fall", "keinesfalls", "keineswegs", "mitnichten",
           "bei weitem nicht", "ganz und gar nicht", "unter keinen umständen", "unter gar keinen umständen", "nicht mehr"),
    "fr": ("en aucun cas", "en aucune façon", "en aucune manière", "nullement", "aucunement", "loin d'être",
           "pas du tout", "hors de portée", "hors d'atteinte"),
    "es": ("de ninguna manera", "de ningún modo", "en ningún caso", "de forma alguna", "de modo alguno", "en modo alguno",
           "en absoluto", "ni mucho menos", "lejos de ser", "ya no"),
    "it": ("in nessun caso", "in nessun modo", "per niente", "per nulla", "affatto", "in alcun modo",
           "lungi dall'essere"),
    "pt": ("de jeito nenhum", "de modo algum", "de forma alguma", "de maneira alguma", "em caso algum", "em hipótese alguma",
           "nem de longe", "longe de ser"),
    "ru": ("ни в коем случае", "никоим образом", "отнюдь", "вовсе не", "далеко не", "ничуть"),
    "zh": ("绝不", "决不", "決不", "绝非", "决非", "並非", "毫不", "根本不"),
    "ja": ("決して", "到底", "少しも"),
    "ko": ("결코", "전혀"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("v žádném případě", "vůbec ne", "zdaleka ne", "rozhodně ne"),
    "ro": ("în niciun caz", "nicidecum", "deloc", "sub nicio formă"),
    "hu": ("semmiképpen", "semmiképp", "egyáltalán nem", "korántsem", "távolról sem"),
    "fi": ("ei missään tapauksessa", "ei lainkaan", "ei ollenkaan", "ei suinkaan", "ei likimainkaan"),
    "da": ("på ingen måde", "slet ikke", "langt fra", "ingenlunde"),
    "nb": ("på ingen måte", "slett ikke", "langt fra", "ingenlunde"),
    # Swahili, Tagalog, Malay
    "sw": ("hata kidogo",),
    "tl": ("malayo sa",),
    "ms": ("sama sekali tidak", "sama sekali bukan", "langsung tidak", "jauh daripada"),
}
# Particles that close a modifier before its noun in the scripts without spaces ("两门都不喜欢的学生", the students who
# like neither): a negator before one, with a noun after it in the same run, negates the modifier, not the clause
# ("两门都不喜欢的有 5 人" affirms 5), unless that noun is the answer's ("不正确的答案是 5").
MODIFIER_PARTICLES: Tuple[str, ...] = ("的",)
# The same in Japanese, with no particle: a negated verb's attributive ending right before a noun (a kanji, or a noun of
# NOMINALIZERS) makes a negated relative clause ("割り切れないものの個数は 533", "条件を満たさない整数は"): what follows is read.
ATTRIBUTIVE_NEGATORS: Tuple[str, ...] = ("ない",)
NOMINALIZERS: Tuple[str, ...] = ("もの", "こと")
# Words of those scripts that hold a negator's letters and negate nothing ("不等式" is an inequality).
NEGATOR_LOOKALIKES: Tuple[str, ...] = (
    "不等式", "不等号", "不等", "不同", "不妨", "不断", "不仅", "不过", "不然", "不变", "不定", "不一定", "不超过", "不少于",
    "不小于", "不大于", "不低于", "不高于", "少ない", "危ない", "いない", "不怀疑", "不懷疑", "なければならない", "なくてはならない",
    "ねばならない", "かもしれない", "かもしれません",  # ("may be": a hedge, no negation)
    "間違いない", "間違いありません", "間違いなく", "間違いございません",  # ("no mistake": certainly)
    # a double negation written as one word affirms ("42 不可能不满足这个条件": 42 cannot fail to satisfy it)
    "不可能不", "不能不", "不会不", "不會不", "没有不", "沒有不", "不得不",
)
# Words of those scripts that hold the letters of an entry of a word table (a Lexicon) and are another word:
# "当然" (of course) and "应当" (should) hold "当" (when), "若干" (some) holds "若" (if), the negative of
# "なる" ("9にはならない", does not become 9) holds "なら" (if); a prohibitive of forgetting is a reminder ("别忘了单位",
# "忘れないでください": do not forget), no "I forgot".  Removed before an entry is looked for inside a word.
INFIX_LOOKALIKES: Tuple[str, ...] = (
    "当然", "相当", "适当", "应当", "恰当", "妥当", "当作", "当成", "当前", "若干", "ならな", "ならず",
    "别忘", "別忘", "不要忘", "勿忘", "忘れないで", "忘れずに", "忘れないよう",
    "なければならない", "なくてはならない", "なければいけない", "なくてはいけない",  # (must: its "ければ" is no condition)
)
# Words of those scripts that hold the letters of an exception or of "other" and are neither ("しかし",
# however, holds "しか", only).
SCOPE_LOOKALIKES: Tuple[str, ...] = ("しかし", "만족", "未必就是", "不见得就是", "不一定就是")  # "만족" (satisfy) holds the
# restrictive "만" (only); after "not necessarily", "就是" is the copula, no "only" ("答案未必就是这个数": a doubt)
# Negators that end a main clause in the verb-second languages and negate all of it ("Auf 54 Diagonalen
# kommt man nicht", "Het antwoord 7 klopt niet"); a negating adverbial of several words counts too.
CLAUSE_FINAL_NEGATORS: Dict[str, Tuple[str, ...]] = {
    "de": ("nicht", "nie", "niemals", "keineswegs", "keinesfalls", "mitnichten"), "nl": ("niet", "nooit"),
    "sv": ("inte", "aldrig"), "da": ("ikke", "aldrig"), "nb": ("ikke", "aldri"),
}
# Predicates of doubt: the clause they govern is not asserted ("I doubt that the total is 255", "Dudo que
# el total sea 255", "Ich bezweifle, dass ...", "It is doubtful that ...").  Negated, or after a word in
# DOUBT_DISMISSERS, they are idioms of certainty ("I don't doubt", "no doubt", "without a doubt").
DOUBT_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("doubt", "doubts", "doubted", "doubtful", "skeptical", "sceptical", "dubious", "questionable", "unconvinced",
           "disagrees"),  # ("My own count disagrees": the writer's work against the answer)
    "es": ("dudo", "dudamos", "dudas", "dudoso", "dudosa", "escéptico", "escéptica"),
    "fr": ("doute", "doutons", "douteux", "douteuse", "sceptique"),
    "de": ("bezweifle", "bezweifeln", "bezweifelt", "zweifle", "zweifeln", "zweifelt", "zweifelhaft", "skeptisch", "zweifel"),
    "it": ("dubito", "dubitiamo", "dubita", "dubitano", "dubbi", "dubbioso", "dubbiosa", "scettico", "scettica"),
    "pt": ("duvido", "duvidamos", "dúvidas", "duvidoso", "duvidosa", "cético", "cética", "céptico"),
    "ru": ("сомневаюсь", "сомневаемся", "сомневается", "сомневаются", "сомнительно", "сомнения", "сомнение"),
    "nl": ("betwijfel", "betwijfelen", "twijfelachtig", "twijfel", "twijfels"), "pl": ("wątpię", "wątpliwe", "wątpliwości"),
    "sv": ("tvivlar", "tvivelaktigt"), "uk": ("сумніваюся", "сумнівно"), "cs": ("pochybuji", "pochybné"),
    "ar": ("أشك", "نشك"), "hi": ("संदेह", "शक"), "el": ("αμφιβολία", "αμφιβολίες", "αμφιβάλλω", "αμφίβολο"),
    "tr": ("şüpheliyim", "şüpheli", "kuşkuluyum"), "id": ("ragu",),
    # inside a word: CJK
    "zh": ("怀疑", "懷疑"), "ja": ("疑わしい", "疑問"), "ko": ("의심",),
    # Swahili, Tagalog, Malay
    "sw": ("shaka", "nashaka", "mashaka"),
    "tl": ("duda", "nagdududa", "pagdududa", "kaduda-duda", "alinlangan"),
    "ms": ("ragu", "meragui", "meragukan", "diragui", "syak", "sangsi"),
    "fa": ("شک", "شکی", "تردید", "تردیدی"), "he": ("ספק", "ספקות"),
}
# Words of certainty: in a negator's scope they doubt what the writer said ("I am not convinced", "No estoy
# del todo convencido", "Nie jestem przekonany", "emin değilim"); inside a word: CJK ("我不确定").  Not
# "positive" (a property of numbers) nor Spanish "cierto" (a confirmation).
CERTAINTY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("sure", "certain", "convinced", "confident", "persuaded", "know"),  # (and knowing: "I don't know if this is right")
    "de": ("sicher", "überzeugt", "gewiss", "weiß"), "fr": ("sûr", "sûre", "certain", "certaine", "convaincu", "convaincue", "persuadé", "persuadée", "sais"),
    "es": ("seguro", "segura", "convencido", "convencida", "confianza"), "it": ("sicuro", "sicura", "certo", "certa", "convinto", "convinta", "fiducia"),
    "pt": ("seguro", "segura", "convencido", "convencida", "certeza", "confiança"),
    "ru": ("уверен", "уверена", "уверены", "убеждён", "убежден", "убеждена", "убеждены", "уверенности", "знаю"),
    "uk": ("впевнений", "впевнена", "переконаний", "переконана"), "pl": ("pewien", "pewna", "pewny", "przekonany", "przekonana", "pewności"),
    "cs": ("jistý", "jistá", "jist", "přesvědčen", "přesvědčený", "přesvědčená"), "sk": ("istý", "istá", "presvedčený", "presvedčená"),
    "nl": ("zeker", "overtuigd"), "sv": ("säker", "övertygad"), "da": ("sikker", "overbevist"), "nb": ("sikker", "overbevist"),
    "el": ("σίγουρος", "σίγουρη", "βέβαιος", "βέβαιη", "πεπεισμένος", "πεπεισμένη"), "ro": ("sigur", "sigură", "convins", "convinsă"),
    "hr": ("siguran", "sigurna", "uvjeren", "uvjerena"), "hu": ("biztos", "meggyőződve"), "fi": ("varma", "vakuuttunut"),
    "tr": ("emin",), "id": ("yakin", "pasti"), "ms": ("yakin", "pasti"),
    "ar": ("متأكد", "متأكدة", "متأكدا", "متأكدًا", "مقتنع", "مقتنعة", "مقتنعا", "مقتنعًا"), "he": ("בטוח", "בטוחה", "משוכנע", "משוכנעת"),
    "fa": ("مطمئن", "قانع"), "hi": ("निश्चित", "आश्वस्त"),
    # inside a word: CJK
    "zh": ("确定", "確定", "确信", "確信", "肯定", "把握"),
}
# Verbs of solving or finishing the problem: negated, as a certainty is, with nothing else in their part but the companions
# of a doubt and a noun of the problem (SOURCE_NOUNS), they say the writer did not finish, and withdraw the answer before
# them ("I could not fully solve the problem", "Die Aufgabe konnte ich nicht vollständig lösen", "我没能完全解决这个问题").
# UNSOLVED_WORDS hold their negation inside the word ("çözemedim", "解けなかった"), as a word of doubt does.
SOLVING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("solve", "solved", "finish", "finished", "complete", "completed"),
    "de": ("lösen", "gelöst", "beenden", "beendet", "abschließen", "abgeschlossen"),
    "fr": ("résoudre", "résolu", "résolue", "terminer", "terminé", "finir", "fini", "achever"),
    "es": ("resolver", "resuelto", "resuelta", "terminar", "terminado", "acabar", "completar"),
    "it": ("risolvere", "risolto", "risolta", "finire", "terminare", "completare"),
    "pt": ("resolver", "resolvido", "resolvida", "terminar", "concluir", "completar"),
    "ru": ("решить", "дорешать", "закончить", "решена", "решил", "решила"), "uk": ("розв'язати", "розв’язати", "вирішити", "завершити"),
    "pl": ("rozwiązać", "dokończyć", "rozwiązałem", "rozwiązałam", "rozwiązane"), "nl": ("oplossen", "opgelost", "afmaken"),
    "id": ("menyelesaikan", "memecahkan", "selesai", "terselesaikan"),
    "zh": ("解决", "解決", "解出", "做完", "完成"),
}
UNSOLVED_WORDS: Dict[str, Tuple[str, ...]] = {
    "tr": ("çözemedim", "çözemedik", "çözülemedi", "çözemiyorum", "bitiremedim", "bitiremedik", "tamamlayamadım", "tamamlayamadık"),
    "ja": ("解けなかった", "解けませんでした", "解き切れなかった", "解ききれなかった", "完成できませんでした", "完成できなかった"),
}
# Nouns for the writer's work ("my calculation", "el razonamiento"): a mistake said of one is the writer's, and beside a
# doubt they name what it doubts (DOUBT_COMPANIONS takes them).
WORK_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("calculation", "computation", "reasoning", "work", "count", "solution", "derivation", "arithmetic"),
    "de": ("rechnung", "berechnung", "lösung", "ergebnis", "herleitung"),
    "fr": ("calcul", "raisonnement", "résultat", "solution"),
    "es": ("cálculo", "razonamiento", "resultado", "solución"),
    "it": ("calcolo", "ragionamento", "risultato", "soluzione"),
    "pt": ("cálculo", "raciocínio", "resultado", "solução"),
    "ru": ("ответе", "результате", "ответа", "результата", "расчёте", "расчете", "расчёт", "расчет", "вычислениях", "решении", "рассуждении"),
    "pl": ("wyniku", "odpowiedzi", "obliczeniach", "rachunku", "rozwiązaniu", "rozumowaniu"),
    "nl": ("berekening", "uitkomst", "oplossing"),
    "ja": ("計算",), "zh": ("计算", "計算"), "ko": ("계산",),
}
# The words of an existential clause before its modal: a place adverb or a particle of existence, no agent ("There could
# be an error here", "Hier könnte es einen Fehler geben", "Il pourrait y avoir", "Podría haber un error aquí").  A possible
# mistake said so is in the work at hand, the writer's; one with an agent ("One could make an error") is nobody's.
EXISTENTIAL_SUBJECTS: Dict[str, Tuple[str, ...]] = {
    "en": ("there", "here", "somewhere"), "de": ("es", "hier", "da", "irgendwo"), "fr": ("il", "y", "ici", "quelque", "part"),
    "es": ("aquí", "ahí", "allí", "acá"), "it": ("qui", "qua", "ci", "lì"), "pt": ("aqui", "aí", "ali"), "nl": ("er", "hier", "ergens"),
    "ru": ("здесь", "тут", "где-то"), "pl": ("tu", "tutaj", "gdzieś"), "sv": ("det", "här", "någonstans"),
}
# The words that may stand beside the writer's doubt in its clause and make it no doubt of anything else
# (extract/confirmations.py): the copulas of the first person, degree and sentence adverbs, the
# prepositions and pronouns of its object ("I am not entirely convinced of this", "Я в этом расчёте сильно
# сомневаюсь", "Honestly, I have my doubts about it").  Any other word names something else the writer
# doubts ("I am not sure there is a simpler way" is left to the hedges).  The nouns of the writer's work are the
# object of its doubt too ("I doubt my calculation", "я в этом расчёте сомневаюсь").
DOUBT_COMPANIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("am", "i'm", "have", "my", "some", "serious", "entirely", "completely", "fully", "totally", "really", "quite", "very",
           "strongly", "seriously", "100", "honestly", "frankly", "though", "however", "still", "yet", "about", "of", "in", "on",
           "with", "this", "it", "that", "all", "at", "much", "too", "so", "remain", "feel", "somewhat", "rather", "by", "own", "myself", "here", "double"),
    "de": ("obwohl", "bin", "mir", "davon", "dessen", "ganz", "völlig", "wirklich", "sehr", "ehrlich", "gesagt", "aber", "allerdings", "trotzdem", "noch", "nöch", "da", "habe", "meine", "gewisse", "starke", "daran", "dieses", "diesem", "das", "inzwischen", "mittlerweile", "selbst"),
    "fr": ("quoique", "je", "suis", "j'ai", "ai", "des", "mes", "en", "tout", "à", "fait", "vraiment", "très", "franchement", "honnêtement", "cependant", "pourtant", "encore", "de", "cela", "ça", "ce", "du"),
    "es": ("aunque", "estoy", "del", "todo", "muy", "realmente", "sinceramente", "francamente", "sin", "embargo", "aún", "todavía", "de", "esto", "ello", "eso", "tengo", "mis", "lo", "al", "respecto", "hemos"),
    "it": ("sebbene", "benché", "sono", "del", "tutto", "molto", "davvero", "sinceramente", "francamente", "però", "tuttavia", "ancora", "di", "questo", "ciò", "ne", "ho", "miei"),
    "pt": ("embora", "estou", "tenho", "totalmente", "completamente", "muito", "realmente", "sinceramente", "porém", "contudo", "ainda", "disso", "disto", "de", "isso", "isto", "meus"),
    "ru": ("хотя", "я", "в", "этом", "этой", "этого", "сильно", "очень", "совсем", "вполне", "до", "конца", "честно", "говоря", "однако", "всё", "все", "же", "ещё", "еще", "есть", "у", "меня", "насчёт", "насчет"),
    "pl": ("jestem", "tego", "tym", "co", "do", "całkiem", "całkowicie", "bardzo", "szczerze", "mówiąc", "jednak", "wciąż", "nadal", "mam"),
    "nl": ("ik", "ben", "er", "daar", "van", "aan", "helemaal", "echt", "erg", "eerlijk", "gezegd", "toch", "nog"),
    "sv": ("jag", "är", "helt", "riktigt", "på", "det", "om", "ärligt", "talat", "dock", "fortfarande"),
    "tr": ("bundan", "buna", "bu", "sonuçtan", "tam", "olarak", "pek", "çok", "açıkçası", "ama", "yine", "de", "hâlâ", "ben",
           "sonucun", "cevabın", "yanıtın", "olduğundan", "olduğunu", "olduğuna"),  # (a nominalized copula: "doğru olduğundan emin değilim")
    "el": ("είμαι", "γι'", "αυτό", "γι", "εντελώς", "πραγματικά", "πολύ", "ειλικρινά", "ωστόσο", "ακόμα"),
    "ro": ("sunt", "de", "asta", "acest", "lucru", "pe", "deplin", "foarte", "sincer", "totuși", "încă"),
    "hu": ("vagyok", "benne", "ebben", "teljesen", "egészen", "igazán", "nagyon", "őszintén", "szólva", "azonban", "még"),
    "cs": ("jsem", "si", "tím", "tomto", "tom", "zcela", "úplně", "opravdu", "velmi", "upřímně", "řečeno", "však", "stále"),
    "hr": ("sam", "u", "to", "ovo", "potpuno", "sasvim", "stvarno", "jako", "iskreno", "rečeno", "ipak", "još"),
    "vi": ("tôi", "mình", "điều", "này", "đó", "việc", "dám", "hoàn", "toàn", "thật", "sự", "rằng"),
    "id": ("saya", "aku", "dengan", "ini", "itu", "hal", "hasil", "sepenuhnya", "benar-benar", "sangat", "jujur", "saja", "namun", "masih", "akan", "tentang"),
    "ar": ("أنا", "من", "هذا", "هذه", "ذلك", "تماما", "تمامًا", "حقا", "حقًا", "جدا", "بصراحة", "لكن", "بعد"),
    "he": ("אני", "בזה", "לגמרי", "באמת", "מאוד", "בכנות", "עדיין"),
    "fa": ("من", "از", "این", "کاملا", "کاملاً", "واقعا", "واقعاً", "خیلی", "صادقانه", "اما", "هنوز"),
    "hi": ("मैं", "इस", "इसके", "बारे", "में", "पूरी", "तरह", "वास्तव", "बहुत", "सच", "कहूँ", "तो", "लेकिन", "अभी", "भी", "हूँ", "हूं", "से"),
}
# The verbs and adverbs of being able to finish that go with a negated verb of SOLVING_VERBS ("I could not fully solve").
ABILITY_COMPANIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("could", "couldn't", "was", "able", "manage", "managed", "to", "quite"),
    "de": ("konnte", "konnten", "kann", "vollständig", "komplett", "es", "mir", "gelungen", "zu"),
    "fr": ("pu", "réussi", "à", "complètement", "entièrement", "jusqu'au", "bout"),
    "es": ("pude", "pudimos", "logré", "conseguí", "por", "completo", "completamente", "del"),
    "it": ("riuscito", "riuscita", "riusciti", "a", "completamente", "fino", "in", "fondo"),
    "pt": ("consegui", "conseguimos", "pude", "completamente", "por", "completo", "até", "o", "fim"),
    "ru": ("смог", "смогла", "смогли", "удалось", "мне", "полностью", "задачу"), "uk": ("зміг", "змогла", "вдалося", "мені", "повністю"),
    "pl": ("udało", "się", "mi", "zdołałem", "zdołałam", "w", "pełni", "całkowicie", "do", "końca"),
    "nl": ("kon", "kunnen", "volledig", "helemaal"), "id": ("bisa", "dapat", "berhasil", "sepenuhnya", "tuntas"),
}
DOUBT_COMPANIONS = {language: DOUBT_COMPANIONS.get(language, ()) + WORK_NOUNS.get(language, ()) + ABILITY_COMPANIONS.get(language, ())
                    for language in {**DOUBT_COMPANIONS, **WORK_NOUNS, **ABILITY_COMPANIONS}}
# The verbs by which the writer vouches for what was said, and the words of the adverbial of certainty and the modal
# that go with them ("for certain", "mit Sicherheit", "con certeza", "наверняка", "पक्के तौर पर"), beyond the AUXILIARIES and
# DOUBT_COMPANIONS that are companions already: a part after the answer
# in which the writer negates one, with nothing else but those words and DOUBT_COMPANIONS, doubts the answer as a negated
# certainty does ("..., though I cannot say this for certain", "aber das kann ich nicht mit Sicherheit sagen", "aunque no
# puedo asegurarlo", "но утверждать это наверняка я не могу", "यह मैं पक्के तौर पर नहीं कह सकता").
VOUCHING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("say", "claim", "assert", "guarantee", "affirm", "vouch", "promise", "swear", "state"),
    "de": ("sagen", "behaupten", "garantieren", "versichern", "beschwören", "zusichern"),
    "fr": ("dire", "affirmer", "garantir", "assurer", "certifier", "jurer", "l'affirmer", "l'assurer"),
    "es": ("decir", "afirmar", "asegurar", "garantizar", "decirlo", "afirmarlo", "asegurarlo", "garantizarlo"),
    "it": ("dire", "affermare", "garantire", "assicurare", "dirlo", "affermarlo", "garantirlo", "assicurarlo"),
    "pt": ("dizer", "afirmar", "garantir", "assegurar", "afirmá-lo", "garanti-lo", "dizê-lo"),
    "ru": ("сказать", "утверждать", "гарантировать", "ручаться", "поручиться"), "uk": ("сказати", "стверджувати", "гарантувати"),
    "pl": ("powiedzieć", "twierdzić", "stwierdzić", "zagwarantować", "ręczyć"), "nl": ("zeggen", "beweren", "garanderen"),
    "sv": ("säga", "påstå", "garantera"), "hi": ("कह", "दावा"), "fa": ("تأیید", "ادعا", "بگویم"), "ar": ("أؤكد", "أجزم", "أضمن"),
    "vi": ("khẳng", "đảm"), "id": ("menjamin", "memastikan", "mengatakan"),  # (vi: the syllable of "khẳng định", "đảm bảo")
}
CERTAINTY_ADVERBIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("for", "certain", "certainty", "sure", "confidence"),
    "de": ("mit", "sicherheit", "bestimmt", "gewissheit", "können"), "fr": ("avec", "certitude", "peux", "pouvons", "sûr"),
    "es": ("con", "certeza", "seguridad", "puedo", "podemos"), "it": ("con", "certezza", "sicurezza", "posso", "possiamo"),
    "pt": ("com", "certeza", "segurança", "posso", "podemos"), "ru": ("наверняка", "с", "уверенностью", "точно", "могу", "можем"),
    "uk": ("напевно", "з", "певністю", "можу"), "pl": ("na", "pewno", "z", "pewnością", "mogę"), "nl": ("met", "zekerheid"),
    "sv": ("med", "säkerhet"), "hi": ("पक्के", "तौर", "पर", "निश्चित", "रूप", "सकती"),
    "fa": ("را", "کنم", "خودم", "با", "اطمینان", "قطعیت", "توانم", "بگویم"), "ar": ("بشكل", "قاطع", "أستطيع", "أن"),
    "vi": ("định", "bảo", "dám", "chắc", "chắn", "thể", "có"), "id": ("bisa", "dapat", "pasti", "dengan", "yakin"),
}
# The words that open the clause a doubt governs past a comma ("Ich bezweifle, dass", "Сомневаюсь, что");
# any other comma ends the doubt's reach ("\boxed{46} doubt, \boxed{47}").  The clause they open holds its
# own alternative: "or not" there ("asking if it is chosen or not", "ob ... oder nicht") is no tag on the answer.
# The declarative ones also open the clause a statement reports ("It turned out that this answer does not
# satisfy ...", "Man sieht leicht, dass diese Zahl nicht passt"): a phrase that names the answer may open it
# (extract/denials.py); the interrogative ones ask ("whether", "ob", "ли").
DECLARATIVE_COMPLEMENTIZERS: Tuple[str, ...] = (
    "that", "dass", "que", "che", "что", "чтобы", "że", "żeby", "dat", "ki", "bahwa", "att", "що", "že", "أن", "कि", "که",
    # Swahili, Tagalog, Malay; Greek
    "kwamba", "bahawa", "ότι", "πως",
)
# The interrogative ones that are no conditional, no conjunction: they open a fronted complement as "that" does ("Ob 42
# stimmt, kann ich nicht sagen", "Whether 42 is right, I cannot say"; extract/complements.py).
INTERROGATIVE_COMPLEMENTIZERS_ALONE: Tuple[str, ...] = ("whether", "ob", "czy")
INTERROGATIVE_COMPLEMENTIZERS: Tuple[str, ...] = INTERROGATIVE_COMPLEMENTIZERS_ALONE + ("if", "si", "se", "ли", "of", "na")
DOUBT_COMPLEMENTIZERS: Tuple[str, ...] = DECLARATIVE_COMPLEMENTIZERS + INTERROGATIVE_COMPLEMENTIZERS
# The writer as the subject right before a doubt, which then takes the clause after it without a
# complementizer ("I doubt the total is", "Saya ragu totalnya"); not a possessive ("my earlier doubts").
WRITER_SUBJECTS: Tuple[str, ...] = (
    "i", "we", "je", "nous", "ich", "wir", "yo", "io", "eu", "я", "мы", "ik", "jag", "vi", "ja", "saya", "aku", "kami",
    "kita", "tôi", "ben", "biz", "ми", "já",
    # Swahili, Tagalog, Malay
    "mimi", "sisi", "tayo",
)
# Words right before a doubt, or one word before it, that dismiss it (with the negators, read further):
# "without a doubt", "beyond any doubt", "if in doubt", "few would doubt", "nul doute".
DOUBT_DISMISSERS: Tuple[str, ...] = (
    "in", "without", "beyond", "little", "few", "sans", "hors", "nul", "nulle", "sin", "senza", "sem", "ohne", "zonder", "без", "bez",
    # Swahili, Tagalog, Malay
    "bila", "tanpa",
)
# A final sentence that holds an adverb of pendency and an obligation of the writer states work still to do, not a
# result: POLICY 1.4, no answer (extract/unfinished.py).  An obligation in OBLIGATIONS needs a word of the first person
# beside it ("I still have to verify the case n = 4.", "Ich muss noch n = 4 prüfen."); one in WRITERS_OBLIGATIONS is the
# writer's or nobody's by its form ("Todavía tengo que comprobar n = 4.", "Il reste encore à vérifier n = 4.", "还需要验证").
# Not "She still needs 4 more dollars.", "We still have 4 apples.", "Il reste encore 4 euros.".
PENDING_ADVERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("still", "yet"), "de": ("noch", "nöch"), "fr": ("encore",), "es": ("todavía", "aún"), "it": ("ancora",), "pt": ("ainda",),
    "ru": ("ещё", "еще"), "nl": ("nog",), "sv": ("fortfarande", "ännu"), "pl": ("jeszcze", "wciąż"), "tr": ("henüz", "hâlâ", "hala"),
    "id": ("masih", "belum"), "zh": ("还", "仍", "尚"), "ja": ("まだ",), "ko": ("아직",),
}
OBLIGATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("have to", "has to", "need to", "needs to", "must", "yet to", "got to"), "de": ("muss", "müssen"), "fr": ("dois", "doit", "devons"),
    "ru": ("должен", "должна", "должны"), "nl": ("moet", "moeten"), "sv": ("måste", "behöver"), "id": ("harus", "perlu"),
}
# Verbs of avoiding: a word of mistake they take as their object is a mistake not made ("So vermeidet man Fehler beim
# Verschieben des Kommas", "This avoids the usual error"; extract/mistakes.py), as a negated one is.
# Words of a tendency glued to a mistake verb in the scripts without spaces: before it in Chinese ("最容易被忽略", is most easily
# overlooked), after it in Japanese ("見落としがち", "忘れやすい"): a remark on how mistakes happen in general (extract/mistakes.py).
TENDENCY_MARKERS: Dict[str, Tuple[str, ...]] = {"zh": ("容易", "易于", "常常", "往往", "经常", "經常"), "ja": ("がち", "やすい", "やすく")}
AVOIDING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("avoid", "avoids", "avoiding", "prevent", "prevents", "preventing"), "de": ("vermeidet", "vermeiden", "verhindert", "verhindern"),
    "fr": ("évite", "éviter", "évitons"), "es": ("evita", "evitar", "evitamos"), "it": ("evita", "evitare", "evitiamo"),
    "pt": ("evita", "evitar", "evitamos"), "ru": ("избежать", "избегает", "избегаем"), "nl": ("voorkomt", "vermijdt", "voorkomen", "vermijden"),
    "pl": ("unika", "uniknąć", "unikamy"), "sv": ("undviker", "undvika"),
    # glued after the object's particle ("間違いを防げます", "避免错误" reads the verb first): extract/mistakes.names_mistakes_in_general
    "ja": ("防", "避け", "避"), "zh": ("避免", "防止"),
}
# Verbs of checking: an obligation whose verb checks is the writer's work, whatever its subject ("Die Lösung muss noch
# überprüft werden", "The value still has to be verified"), and one that a negator reaches with only the writer and its
# companions beside it says the work is unchecked, a doubt of it ("I haven't double-checked this", "Das habe ich nicht
# überprüft", "(sin verificar)"; extract/confirmations.py).
CHECKING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("check", "checked", "double-check", "double-checked", "recheck", "rechecked", "verify", "verified", "confirm", "confirmed",
           "test", "tested"),
    "de": ("prüfen", "überprüfen", "geprüft", "überprüft", "nachgeprüft", "kontrolliert", "bestätigt"),
    "fr": ("vérifier", "vérifié", "vérifiée", "confirmer", "confirmé", "contrôlé"),
    "es": ("comprobar", "verificar", "comprobado", "comprobada", "verificado", "verificada"),
    "it": ("verificare", "controllare", "verificato", "verificata", "controllato"), "pt": ("verificar", "conferir", "verificado", "verificada"),
    "nl": ("controleren", "gecontroleerd", "nagegaan", "gecheckt"), "ru": ("проверить", "проверено", "проверена", "проверен"),
    "pl": ("sprawdzić", "zweryfikować", "sprawdzone", "sprawdzona"), "sv": ("kontrollera", "kontrollerad", "verifierad"),
    "ja": ("検算", "検証", "確認"), "zh": ("验算", "验证", "检验"), "ko": ("검산", "검증"),
}
WRITERS_OBLIGATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("remains to be", "remains to"), "de": ("bleibt zu",), "fr": ("il faut", "reste à", "reste encore à"),
    "es": ("tengo que", "tenemos que", "debo", "debemos", "hay que", "queda por"), "it": ("devo", "dobbiamo", "bisogna", "resta da"),
    "pt": ("tenho de", "tenho que", "temos de", "temos que", "devo", "devemos", "preciso", "precisamos", "é preciso"),
    "pl": ("muszę", "musimy", "trzeba"), "zh": ("需要验证", "需要检查", "需要确认", "要验证", "要检查", "要确认"),
    "ja": ("確認する必要", "検証する必要", "確かめる必要"), "ko": ("확인해야", "검증해야"),
}
# Modals of necessity: a later sentence whose subject is the answer (an anaphor, an answer word, or
# none in the pro-drop languages) and whose modal states another value gives the answer that value
# ("It should be 21.", "So the answer must be 21.", "Debería ser 21.", "应为21。").  Inside a word: CJK.
NECESSITY_MODALS: Dict[str, Tuple[str, ...]] = {
    "en": ("should", "must", "ought"), "es": ("debería", "debe", "debía"), "fr": ("devrait", "doit", "devait"),
    "de": ("sollte", "müsste", "muss", "müßte"), "it": ("dovrebbe", "deve", "doveva"), "pt": ("deveria", "deve", "devia"),
    "ru": ("должно", "должен", "должна", "должны"), "nl": ("moet", "zou", "moest"), "pl": ("powinno", "powinien", "powinna", "musi"),
    "zh": ("应为", "应该是", "应该为", "应是", "应当是", "应当为", "必须是", "應為", "應該是"),
    # Swahili, Tagalog, Malay
    "sw": ("lazima", "inapaswa", "inatakiwa"),
    "tl": ("dapat",),
    "ms": ("sepatutnya", "seharusnya", "mesti", "mestilah", "patut"),
    "el": ("πρέπει", "έπρεπε"),
}
# The same modals where they end the clause after the value, in the verb-final languages ("合計は 48 個になるはずです",
# "कुल संख्या 72 होनी चाहिए", "Toplam 48 olmalı"): glued to the copula in Japanese, matched inside the run.
FINAL_NECESSITY_MODALS: Dict[str, Tuple[str, ...]] = {
    "ja": ("はず", "べき", "なければならない", "なくてはならない", "なければいけない", "なくてはいけない"), "hi": ("चाहिए",), "tr": ("olmalı", "olmalıdır", "olmalıydı"), "ko": ("여야", "이어야"),
}
# The nouns of the whole quantity asked, a subject a later modal of necessity gives another value ("Al recontar las
# filas, el total debería ser 48"); not "sum" or "number", which name a part as often ("the sum should be 41, and
# 20 + 21 = 41" checks).
TOTAL_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("total",), "es": ("total",), "fr": ("total",), "pt": ("total",), "it": ("totale",), "de": ("gesamtzahl", "gesamtsumme"),
    "ru": ("итог", "итого"), "nl": ("totaal",), "tr": ("toplam",), "pl": ("łącznie",), "id": ("totalnya", "jumlahnya"),
    "el": ("σύνολο", "συνολικά"),
}
# The conjunctions of "not A but B": after a denied value they assert the next one in its place ("The
# total is not 10 but 30", "no es 10 sino 30", "nicht 10, sondern 30", "不是10，而是30"); the Japanese
# ones carry the negation themselves ("10ではなく30").
CORRELATIVE_REPLACERS: Dict[str, Tuple[str, ...]] = {
    "en": ("but",), "es": ("sino",), "fr": ("mais",), "de": ("sondern",), "it": ("ma", "bensì"), "pt": ("mas", "sim"),
    "ru": ("а", "но"), "nl": ("maar",), "pl": ("lecz", "ale"), "uk": ("а", "але"),
    "zh": ("而是",), "ja": ("ではなく", "じゃなく"),
    # Swahili, Tagalog, Malay
    "sw": ("bali",),
    "tl": ("kundi",),
    "ms": ("tetapi", "tapi"),
}
# Words that, right after a negator, make it an idiom that denies nothing ("no doubt", "not only").
NEGATED_IDIOM_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("doubt", "doubts", "matter", "need", "needed", "coincidence", "accident", "only", "problem", "mistake", "mistakes", "error", "errors", "wonder",
           "surprise", "surprisingly", "rounded", "approximate", "approximately", "approximation", "estimate", "bad",
           "question", "loss", "less",
           # a difficulty denied: the clause it introduces is asserted ("It is not hard to see that ...")
           "hard", "difficult", "tough", "tricky", "complicated",
           "help"),  # "We cannot help concluding that ...": the writer must conclude it
    "fr": ("doute", "seulement", "erreur", "difficile"), "de": ("zweifel", "nur", "fehler", "schwer", "schwierig", "umhin"),
    "es": ("duda", "solo", "sólo", "error", "difícil"),
    "it": ("dubbio", "solo", "errore", "difficile"), "pt": ("dúvida", "só", "erro", "difícil"),
    "ru": ("сомнения", "сомнений", "сомнение", "только", "ошибки", "трудно", "сложно"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("wątpliwości", "tylko", "błędu"),
    "uk": ("сумніву", "тільки", "помилки"),
    "nl": ("twijfel", "alleen", "fout"),
    "sv": ("tvivel", "tvekan", "bara", "fel"),
    "el": ("αμφιβολία", "μόνο", "λάθος"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("pochyb", "jenom", "pouze", "chyby", "těžké", "obtížné"),
    "ro": ("îndoială", "îndoiala", "doar", "numai", "greșeală", "greşeală"),
    "hu": ("kétség", "csak", "hiba"),
    "fi": ("epäilystä", "epäilystäkään", "vain", "ainoastaan", "virhettä"),
    "da": ("tvivl", "kun", "bare", "fejl"),
    "nb": ("tvil", "kun", "bare", "feil"),
    # the languages beyond: a doubt, or its room, denied ("لا شك", "कोई संदेह नहीं", "hiç şüphe yok", "의심의 여지 없이")
    "tr": ("şüphe", "şüphem", "şüphemiz", "kuşku", "kuşkum", "kuşkumuz", "şüphesiz", "kuşkusuz", "sadece"), "vi": ("nghi", "chỉ"), "id": ("ragu", "hanya"), "ar": ("شك", "ريب", "فقط"),
    "fa": ("شک", "تردید", "فقط"), "he": ("ספק", "רק"), "hi": ("संदेह", "शक", "सन्देह", "केवल"), "bn": ("সন্দেহ", "শুধু"),
    "ko": ("의심", "여지"),
    # Swahili, Tagalog, Malay
    "sw": ("shaka", "kosa", "makosa", "tatizo"),
    "tl": ("duda", "alinlangan", "pagdududa", "lamang", "lang", "mali", "problema", "mahirap"),
    "ms": ("ragu", "keraguan", "syak", "hanya", "sahaja", "kesilapan", "kesalahan", "masalah", "sukar", "susah"),
}
# Words that may stand between a negator and the idiom word it negates: a verb of existence ("no hay
# duda", "non c'è dubbio", "não resta dúvida", "det råder ingen tvekan") and a determiner of negative
# polarity ("there isn't any doubt", "pas le moindre doute").  At most IDIOM_BRIDGE_WORDS of them.
NEGATED_IDIOM_BRIDGES: Dict[str, Tuple[str, ...]] = {
    "en": ("there", "any", "the", "slightest", "least", "single", "shadow", "of", "a", "have"),
    "fr": ("y", "a", "aucun", "aucune", "le", "moindre", "subsiste", "reste", "fait", "ai", "avons"),
    "de": ("gibt", "es", "besteht", "bleibt", "den", "geringsten", "keinen", "kein", "keinerlei", "habe", "haben"),
    "es": ("hay", "cabe", "existe", "queda", "ninguna", "ningún", "la", "menor", "lugar", "a", "tengo", "tenemos"),
    "it": ("c'è", "c’è", "vi", "ci", "è", "alcun", "alcuna", "il", "minimo", "esiste", "resta", "ho", "abbiamo"),
    "pt": ("há", "existe", "resta", "cabe", "nenhuma", "nenhum", "a", "menor", "qualquer", "tenho", "temos"),
    "ru": ("никаких", "никакого", "есть", "осталось", "остаётся"),
    "nl": ("er", "is", "bestaat", "geen", "enige"),
    "sv": ("råder", "finns", "det", "någon", "ingen"),
    "da": ("er", "ingen", "nogen"), "nb": ("er", "ingen", "noen"),
    "pl": ("ma", "mą", "żadnych", "nie", "ulega"),  # ("mą": "ma" as lexicons.read_false_friends reads it)
    "tr": ("hiç", "hiçbir"), "vi": ("còn", "có", "gì", "ngờ"), "id": ("ada", "lagi"),
    "hi": ("कोई", "इसमें", "इस", "में"), "bn": ("কোনো", "কোন"), "ar": ("أدنى", "مجال", "ثمة", "هناك", "من", "يوجد", "هنالك"),
    "fa": ("هیچ", "جای", "است"), "he": ("אין", "כל", "שום"), "el": ("υπάρχει", "καμία", "καμιά", "καμμία", "η", "παραμικρή"),
    # Swahili, Tagalog, Malay
    "sw": ("hata",),
    "tl": ("akong", "anumang", "kahit", "anong"),
    "ms": ("ada", "sebarang", "lagi"),
}
# Connectives that conclude, before an anchor: "Therefore, the final answer is", "所以答案是", "Итак, ответ:".  An anchor alone, or
# after one of these, holds nothing the checks of the words before an answer find (extract/phrases.is_anchor_alone).
CONCLUDING_CONNECTIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("so", "thus", "hence", "therefore"), "fr": ("donc", "ainsi"), "de": ("also", "somit", "daher", "folglich"),
    "es": ("así que", "por lo tanto", "por tanto", "entonces"), "it": ("quindi", "dunque", "pertanto"),
    "pt": ("portanto", "logo", "então", "assim"), "ru": ("итак", "таким образом", "следовательно", "значит"),
    "zh": ("因此", "所以", "故", "综上所述", "综上"), "ja": ("よって", "したがって", "以上より", "ゆえに"), "ko": ("따라서", "그러므로"),
}
# Exceptives written after their object in Chinese and Japanese ("不可能是 6 以外的任何数", cannot be any number other than 6): the
# value before one is excepted, and a negation before the value is about the others (extract/scope.is_denied_before).
POSTPOSED_EXCEPTIVES: Dict[str, Tuple[str, ...]] = {"zh": ("以外", "之外"), "ja": ("以外",)}
# Predicates of difference: with the answer's value as their complement and no negation, they say the quantity is another
# ("The count differs from 9", "El número es distinto de 9"); negated, that it is the value (extract/denials.py).
DIFFERENCE_PREDICATES: Dict[str, Tuple[str, ...]] = {
    "en": ("differ", "differs", "different"), "fr": ("différent", "différente", "diffère", "différer"), "es": ("distinto", "distinta", "diferente"),
    "it": ("diverso", "diversa", "differisce"), "pt": ("diferente", "difere", "distinto", "distinta"), "de": ("verschieden", "unterscheidet", "abweicht"),
    "ru": ("отличается", "отлично", "отличен", "отлична"),
}
# A negation whose object is these words is about the other values ("no other integer", "nothing else").
OTHER_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("other", "others", "else", "another", "otherwise", "different", "further", "more", "additional"),
    "fr": ("autre", "autres", "d'autre", "différent", "différente"), "de": ("andere", "anderes", "anderen", "anderer", "sonst"),
    "es": ("otro", "otra", "otros", "otras", "distinto", "distinta"), "it": ("altro", "altra", "altri", "diverso", "diversa", "nient'altro"),
    "pt": ("outro", "outra", "outros", "outras", "diferente"), "ru": ("другой", "другое", "другая", "другие", "других", "другого", "другим", "другими", "иного", "иное", "иначе", "иным", "иной"),
    "tr": ("başka",), "vi": ("khác",), "id": ("lain",), "ar": ("آخر", "أخرى", "غير"), "fa": ("دیگر", "دیگری"), "he": ("אחר", "אחרת"),
    "hi": ("अन्य", "दूसरा", "दूसरी"), "bn": ("অন্য",),
    "zh": ("其他", "其它", "别的", "另外", "另一"), "ja": ("他の", "ほか", "以外"), "ko": ("다른",), "th": ("อื่น",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("inny", "inna", "inne", "innych", "innego", "innej"),
    "uk": ("інший", "інша", "інше", "інші", "інших", "іншого", "іншим", "іншої", "іншими"),
    "nl": ("ander", "andere", "anders"),
    "sv": ("annan", "annat", "andra", "annars"),
    "el": ("άλλο", "άλλος", "άλλη", "άλλα", "διαφορετικό"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("jiný", "jiná", "jiné", "jiného", "jiných", "jinou", "jinak", "další"),
    "ro": ("alt", "altă", "alte", "alți", "alţi", "altul", "alta", "altceva", "altfel", "diferit"),
    "hu": ("más", "másik", "egyéb", "további", "mást", "különben"),
    "fi": ("muu", "muuta", "muita", "toinen", "toista", "muuten"),
    "da": ("anden", "andet", "andre", "ellers"),
    "nb": ("annen", "annet", "andre", "ellers"),
    # Swahili, Tagalog, Malay
    "sw": ("nyingine", "lingine", "jingine", "mwingine", "kingine", "tofauti"),
    "tl": ("iba", "ibang", "naiiba"),
    "ms": ("lain", "berbeza"),
}
# Phrases of a dependency on a case or a reading that, anywhere in a line ending with a colon, make it the lead of a list of
# cases (extract/cases.py), beside the condition openers (CONDITION_OPENERS): "Según cómo se interpreten las cajas:", "順番を
#区別する場合：".  Not "según" or "selon" alone, which also cite a rule ("Según el teorema de Pitágoras:").
CASE_LEADS: Dict[str, Tuple[str, ...]] = {
    "en": ("depending on", "it depends on", "depends on whether", "depends on how"),
    "es": ("según cómo", "según como", "según se", "según si", "dependiendo de", "en función de", "en el caso de que", "en caso de que"),
    "fr": ("selon que", "selon si", "selon comment", "selon la façon", "selon la manière", "suivant que", "en fonction de", "dans le cas où"),
    "de": ("je nachdem", "je nach", "abhängig davon", "abhängig von", "im fall", "im falle"),
    "it": ("a seconda di", "a seconda che", "a seconda del", "a seconda della", "a seconda dello", "nel caso in cui", "in base a come"),
    "pt": ("dependendo de", "dependendo do", "dependendo da", "conforme se", "no caso de", "caso se"),
    "ru": ("в зависимости от", "смотря как", "смотря по", "в случае"), "uk": ("залежно від", "у разі"),
    "nl": ("afhankelijk van", "al naargelang", "in het geval"), "pl": ("w zależności od", "zależnie od", "w przypadku"),
    "id": ("tergantung", "bergantung pada"), "vi": ("tùy theo", "tùy vào", "tuỳ theo", "trong trường hợp"),
    "zh": ("取决于", "视情况", "情况下", "的话"), "ja": ("によって", "場合", "次第"), "ko": ("따라", "경우"),
}
# Headings of the sections a tutoring response adds after its answer whose text is about other problems or other people's
# mistakes: practice problems for the reader, and common mistakes (extract/sections.py blanks their bodies for the notes).
SECTION_HEADINGS: Dict[str, Tuple[str, ...]] = {
    "en": ("practice problems", "practice problem", "practice questions", "practice", "exercises", "try it yourself", "try these",
           "homework", "common mistakes", "common errors", "common pitfalls", "pitfalls", "mistakes to avoid", "typical mistakes",
           "typical errors", "frequent mistakes"),
    "es": ("ejercicios", "para practicar", "práctica", "errores frecuentes", "errores comunes", "errores típicos"),
    "fr": ("exercices", "pour s'entraîner", "entraînement", "erreurs fréquentes", "erreurs courantes", "erreurs classiques", "pièges"),
    "de": ("übungen", "übungsaufgaben", "zum üben", "häufige fehler", "typische fehler", "fehlerquellen", "stolperfallen"),
    "it": ("esercizi", "per esercitarsi", "errori comuni", "errori frequenti", "errori tipici"),
    "pt": ("exercícios", "para praticar", "erros comuns", "erros frequentes", "erros típicos"),
    "ru": ("упражнения", "задачи для самостоятельного решения", "для самостоятельной работы", "задачи для тренировки", "для самопроверки",
           "типичные ошибки", "частые ошибки"),
    "uk": ("вправи", "типові помилки"), "pl": ("ćwiczenia", "typowe błędy", "częste błędy"), "nl": ("oefeningen", "veelgemaakte fouten"),
    "zh": ("练习", "习题", "常见错误", "易错", "举一反三"), "ja": ("練習問題", "演習", "よくある間違い", "よくあるミス"),
    "ko": ("연습 문제", "흔한 실수", "자주 하는 실수"), "th": ("ข้อผิดพลาดที่พบบ่อย", "แบบฝึกหัด"),
    "vi": ("sai lầm thường gặp", "lỗi thường gặp", "bài tập luyện thêm", "bài tập tự luyện"), "hi": ("आम गलतियाँ", "सामान्य गलतियाँ", "अभ्यास प्रश्न"),
    "ar": ("أخطاء شائعة", "الأخطاء الشائعة", "تمارين"), "tr": ("sık yapılan hatalar", "alıştırmalar"),
}
# In Chinese and Japanese, the writer and the answer itself written inside a run of text ("私の", "这个答案是"): a mistake word in
# a sentence that holds one is the writer's or the answer's, not mistakes in general (extract/mistakes.names_mistakes_in_general).
GLUED_WRITERS: Dict[str, Tuple[str, ...]] = {
    "ja": ("私", "僕", "俺", "わたし", "この答え", "その答え"), "zh": ("我", "这个答案", "该答案", "此答案"),
}
# Reciprocal pronouns that hold a word of OTHER_WORDS: their "other" is a member of the group the clause names, never
# another value ("both dice are independent of each other", "se anulan el uno al otro"; extract/confirmations.names_others).
RECIPROCALS: Dict[str, Tuple[str, ...]] = {
    "en": ("each other", "one another"),
    "fr": ("l'un l'autre", "l'une l'autre", "les uns les autres", "les unes les autres", "l'un de l'autre", "l'une de l'autre"),
    "es": ("el uno al otro", "la una a la otra", "unos a otros", "unas a otras", "el uno del otro", "la una de la otra"),
    "it": ("l'uno l'altro", "l'una l'altra", "l'uno dall'altro", "l'una dall'altra", "gli uni gli altri", "le une le altre"),
    "pt": ("um ao outro", "uma à outra", "uns aos outros", "umas às outras", "um do outro", "uma da outra"),
    "el": ("ο ένας τον άλλο", "το ένα το άλλο", "το ένα από το άλλο"),
    "ro": ("unul pe altul", "unul de altul", "una pe alta", "una de alta"),
    "id": ("satu sama lain",), "ms": ("satu sama lain",),
    "fi": ("toinen toisensa", "toinen toistaan"),
}
# Words for "other" that negate a word of validity right after them ("غير صحيح", incorrect; not "حل غير 15", a solution other
# than 15): there a negator of the word, not the other values (extract/scope.negates_other_values).
PRIVATIVE_OTHERS: Dict[str, Tuple[str, ...]] = {"ar": ("غير", "فغير")}
# Nouns of a way to the answer: with a word of OTHER_WORDS they name another method, not another value ("Maybe there is
# another way", "Barangkali ada cara lain yang lebih cepat"; extract/confirmations.py reads a hedged remark).
METHOD_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("way", "ways", "method", "methods", "approach", "approaches", "route", "routes", "proof"), "es": ("manera", "método", "camino", "forma"),
    "fr": ("façon", "méthode", "manière", "approche"), "de": ("weg", "methode", "ansatz", "lösungsweg"), "it": ("modo", "metodo", "strada", "approccio"),
    "pt": ("maneira", "método", "caminho"), "ru": ("способ", "метод", "путь"), "pl": ("sposób", "metoda"), "nl": ("manier", "methode"),
    "id": ("cara", "metode", "jalan"), "ms": ("cara", "kaedah"), "tr": ("yol", "yöntem"), "vi": ("cách",),
}
# The words of OTHER_WORDS that stand for another thing by themselves, never before a noun ("something else",
# "quelque chose d'autre", "etwas sonst"): whatever follows them, they name another value.
PRONOMINAL_OTHERS: Dict[str, Tuple[str, ...]] = {"en": ("else",), "fr": ("d'autre",), "de": ("sonst",), "it": ("nient'altro",)}
# Comparatives name other values too ("no smaller integer works"; "no smaller than" is a bound, read first): read
# with OTHER_WORDS wherever the other values are meant, but they open no other method ("Smaller cases give 4").
OTHER_COMPARATIVES: Dict[str, Tuple[str, ...]] = {"en": ("smaller", "larger", "greater", "bigger", "fewer", "lower", "higher")}
# Exceptives ("all but", "except", "besides", "other than"): the value after the marker is the exception of
# what is said of a quantified head before it ("anything but 2", "every value besides 6", "no integer other
# than 11").  The exceptive flips what its clause says, once: under one negation (or exclusion verb, or error
# predicate) the value is affirmed ("can't be anything but 2", "we rule out every value besides 6"), alone it
# is denied ("everything besides 6 works", "is anything but 2").  A marker with no head within
# EXCEPTIVE_HEAD_WORDS words before it in its clause is no exceptive ("but" then opens a clause).  The
# complementizers "que" and "che" are left out: "impossible que" (that) is no exceptive, and "ne ... que"
# (only) is read as a restrictive (CORRELATIVE_RESTRICTIVES).
# A restrictive made of a bare negator and a marker right before the value: French "ne ... que" (only),
# "La moyenne n'est que 15", "ne peut valoir que 15".  The negator must be the clause's only one: with
# "pas" or "jamais" between them the marker is a complementizer ("Il n'est pas vrai que 15 ...").
CORRELATIVE_RESTRICTIVES: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...]]] = {
    "fr": (("ne", "n'", "n’"), ("que", "qu'", "qu’")),  # elided before a vowel: "ne s'élève qu'à 35"
}
# The same with a negator that is no bare "ne": Italian "non ... che" (only) when only the negated verb group stands between
# ("non può che essere 18", "non può essere che 18"); the verb groups that make it an idiom are left out ("non è che": it is not that).
INFINITIVE_ENDINGS: Dict[str, Tuple[str, ...]] = {"it": ("are", "ere", "ire", "rre")}  # "valere", "avere", "porre"
VERB_GROUP_RESTRICTIVES: Dict[str, Tuple[Tuple[str, ...], Tuple[str, ...], Tuple[str, ...]]] = {
    "it": (("non",), ("che",), ("è",)),  # (its verb group: auxiliaries and infinitives, INFINITIVE_ENDINGS)
}
EXCEPTIVE_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("but", "except", "besides", "save", "apart", "aside", "excepting"),
    "fr": ("sauf", "hormis", "excepté", "part", "dehors"), "de": ("außer", "ausgenommen"),  # ("à part", "en dehors de")
    "es": ("sino", "excepto", "salvo", "aparte"), "it": ("tranne", "eccetto", "salvo", "fuorché"),
    "pt": ("senão", "exceto", "salvo"), "ru": ("кроме", "помимо"),
    "tr": ("dışında",), "vi": ("ngoài",), "id": ("kecuali", "selain"), "ar": ("إلا", "سوى", "غير"), "fa": ("جز", "غیر"),
    "he": ("מלבד", "חוץ"), "hi": ("सिवा", "सिवाय", "अलावा"), "bn": ("ছাড়া",), "zh": ("除了",), "ko": ("이외", "말고", "빼고", "제외하고", "외에", "외에는", "외엔", "빼면", "제외하면", "빼고는", "제외하고는"), "th": ("นอกจาก",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("oprócz", "poza"), "uk": ("крім", "окрім"), "nl": ("behalve",), "sv": ("utom", "förutom"), "el": ("εκτός",), "ca": ("sinó", "excepte", "llevat"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("kromě",), "ro": ("exceptând",), "hu": ("kivéve", "kívül"), "fi": ("paitsi",), "da": ("undtagen", "bortset"),
    "nb": ("unntatt", "bortsett"),
    # Swahili, Tagalog, Malay
    "sw": ("isipokuwa", "ila"),
    "tl": ("maliban", "bukod", "liban"),
    "ms": ("kecuali", "selain"),
}
# Exclusion verbs of German and Dutch split around their object or subject, the particle ending the clause
# ("Damit scheidet 27 als Ergebnis aus", "fällt −12 weg", "valt 9 af"): the finite verb and its particle.
SEPARABLE_EXCLUSIONS: Dict[str, Tuple[Tuple[str, str], ...]] = {
    "de": (("scheidet", "aus"), ("scheiden", "aus"), ("schließt", "aus"), ("schließen", "aus"), ("schließe", "aus"),
           ("fällt", "weg"), ("fallen", "weg"), ("fällt", "heraus"), ("fallen", "heraus"), ("scheidet", "weg")),
    "nl": (("valt", "af"), ("vallen", "af"), ("sluit", "uit"), ("sluiten", "uit")),
}
# Verb particles that a clause ends with, written apart from their verb ("kommt nie vor" is "vorkommt", "nem érhető el"
# is "elérhető"): a verb and its particle are read as the one word of validity they make (extract/denials.py).
VERB_PARTICLES: Dict[str, Tuple[str, ...]] = {
    "de": ("vor", "auf", "zu", "ein", "aus", "an", "hin"), "nl": ("voor", "op", "uit"), "hu": ("el", "meg", "ki", "be", "fel", "le", "át"),
}
# Copulas in the infinitive: a negation before one negates the verb that governs it ("The sum never turns
# out to be 12", "La suma no resulta ser 12"), never a reduced relative clause (NOUN_MODIFYING_NEGATORS).
# The DETERMINERS that are infinitive markers ("add up to that", "zu sein"): they open no noun phrase.
INFINITIVE_MARKERS: Dict[str, Tuple[str, ...]] = {"en": ("to",), "de": ("zu",), "nl": ("te",), "sv": ("att",), "el": ("να",)}
INFINITIVE_COPULAS: Dict[str, Tuple[str, ...]] = {
    "en": ("be",), "fr": ("être",), "es": ("ser", "estar"), "pt": ("ser", "estar"), "it": ("essere",), "de": ("sein", "betragen"),
    "nl": ("zijn", "bedragen"), "ru": ("быть",), "pl": ("być", "wynosić"), "hi": ("हो",), "sv": ("vara",), "da": ("være",), "nb": ("være",),
}
# Verbs of conjecture: a value the writer conjectures is hedged ("I suspect the total is 36", "Ich vermute, dass ...").
# These need the writer as their subject before them (FIRST_PERSON: "I strongly suspect", "je présume"); "They suspect"
# and "One might suspect" report another's conjecture.
CONJECTURE_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("suspect", "conjecture", "presume", "surmise", "speculate", "hypothesize", "hypothesise", "reckon", "imagine", "wager"),
    "fr": ("présume", "soupçonne", "conjecture", "imagine", "devine", "suppose"), "de": ("vermute", "mutmaße", "tippe", "schätze"),
    "nl": ("vermoed", "gok"), "sv": ("misstänker", "gissar"), "da": ("formoder", "gætter", "mistænker"), "nb": ("formoder", "gjetter", "mistenker"),
    "id": ("duga", "menduga", "tebak", "menebak", "kira"), "vi": ("đoán", "ngờ"),
}
# The forms of those verbs that carry their subject, the writer ("Conjeturo que 36 es", "Предполагаю, что ...", "Ipotizzo che"):
# they stand alone.
WRITERS_CONJECTURES: Dict[str, Tuple[str, ...]] = {
    "fr": ("j'imagine", "j'suppose"), "es": ("conjeturo", "sospecho", "presumo", "supongo", "intuyo", "imagino", "adivino"),
    "it": ("ipotizzo", "suppongo", "presumo", "sospetto", "immagino", "congetturo", "intuisco"),
    "pt": ("suponho", "suspeito", "presumo", "conjecturo", "imagino", "chuto"),
    "ru": ("предполагаю", "подозреваю", "полагаю", "предположу", "догадываюсь", "предположил", "предположила"), "uk": ("припускаю", "підозрюю", "гадаю"),
    "pl": ("przypuszczam", "podejrzewam", "zgaduję", "zgaduje"), "cs": ("tipuji", "tipuju", "hádám", "odhaduji", "odhaduju"),
    "el": ("υποθέτω", "υποψιάζομαι", "μαντεύω", "εικάζω"), "ro": ("presupun", "bănuiesc", "ghicesc"),
    "hu": ("sejtem", "gyanítom", "tippelem", "feltételezem"), "fi": ("arvaan", "epäilen", "veikkaan", "arvelen"),
    "tr": ("sanıyorum", "zannediyorum", "tahminimce", "tahminim"), "ar": ("أخمن", "أرجح", "أحدس", "أفترض"),
}
# The first person of the future of concluding, showing or proving ("concluderò che il minimo è 4", "demostraré que ..."): what
# the writer plans to conclude is not concluded yet, read as WRITERS_CONJECTURES are.
WRITERS_PLANS: Dict[str, Tuple[str, ...]] = {
    "it": ("concluderò", "dimostrerò", "mostrerò", "verificherò", "proverò"), "es": ("concluiré", "demostraré", "mostraré", "probaré", "comprobaré"),
    "fr": ("conclurai", "montrerai", "démontrerai", "prouverai", "vérifierai"), "pt": ("concluirei", "mostrarei", "demonstrarei", "provarei"),
    "ru": ("докажу", "покажу", "заключу"), "pl": ("udowodnię", "pokażę", "wykażę"), "cs": ("dokážu", "ukážu"),
}
WRITERS_CONJECTURES = {language: WRITERS_CONJECTURES.get(language, ()) + WRITERS_PLANS.get(language, ()) for language in {**WRITERS_CONJECTURES, **WRITERS_PLANS}}
# Adverbs of correctness: in a condition whose subject is the writer they suppose the writer right ("if I read the problem
# correctly", "si j'ai bien compris", "если я правильно понял"): the value stated under it is hedged (extract/mood.py).
CORRECTNESS_ADVERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("correctly", "right", "properly"), "fr": ("bien", "correctement"), "de": ("richtig", "korrekt"), "es": ("bien", "correctamente"),
    "it": ("bene", "correttamente"), "pt": ("bem", "corretamente"), "ru": ("правильно", "верно"), "nl": ("goed", "juist"),
    "pl": ("dobrze", "poprawnie"), "sv": ("rätt", "korrekt"), "ko": ("맞게", "제대로", "올바르게"),
}
# Free relatives, which name what a predicate calls its subject as a whole clause ("5 might be what the problem asks",
# "5 könnte sein, was gemeint ist"): after a modal they name an answer, as a determiner and its noun do (extract/mood.py).
FREE_RELATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("what", "whatever"), "de": ("was",), "nl": ("wat",), "sv": ("vad",), "pl": ("co",), "ru": ("что",), "uk": ("що",),
}
# Modals of ability in the infinitive: under a counterfactual they make a possibility, as "could" does ("Het antwoord
# zou 5 kunnen zijn", "dass es 30 sein können würde", "Svaret skulle kunna vara 5"; extract/mood.py).
ABILITY_INFINITIVES: Dict[str, Tuple[str, ...]] = {
    "de": ("können",), "nl": ("kunnen",), "sv": ("kunna",), "da": ("kunne",), "nb": ("kunne",),
}
# Negators that may follow a noun to open a reduced relative clause on it ("the value not in the range",
# "la valeur non atteinte", "el valor no alcanzado"): before the clause's copula they modify its subject.
NOUN_MODIFYING_NEGATORS: Dict[str, Tuple[str, ...]] = {
    "en": ("not", "never"), "fr": ("non",), "it": ("non",), "es": ("no",), "pt": ("não",),
}
# Relative words that declare the answer's variables ("n\pi, where n is any integer"): the clause they open
# belongs to the answer (an integer family), not after it.
DECLARING_RELATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("where",), "fr": ("où",), "de": ("wobei", "wo"), "es": ("donde",), "it": ("dove",), "pt": ("onde",), "ru": ("где",),
}
# Prepositions an exceptive marker takes before its value ("except for 11", "apart from 11", "aparte de 11").
EXCEPTIVE_PREPOSITIONS: Dict[str, Tuple[str, ...]] = {"en": ("for", "from"), "es": ("de",), "fr": ("de", "du", "d'"), "pt": ("de",), "el": ("από",), "fa": ("از",), "tl": ("sa",), "ms": ("daripada",)}
# Prepositions that stand before an exceptive marker in a compound exceptive ("به جز ۱۱", "except"): the marker
# still opens its clause.
EXCEPTIVE_LEADS: Dict[str, Tuple[str, ...]] = {"fa": ("به",), "fr": ("à", "en")}
# Comparison words that mark an exception only right after a word for the other values ("no other integer
# than 11", "nichts anderes als 9"); after anything else they compare ("nothing less than 100" is a bound).
THAN_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("than",), "de": ("als",), "ru": ("как",), "pl": ("niż",), "sv": ("än",), "el": ("παρά",),
    "cs": ("než",), "ro": ("decât",), "fi": ("kuin",), "nb": ("enn",),
    # Swahili, Tagalog, Malay
    "sw": ("zaidi",),
    "tl": ("kaysa",),
    "ms": ("daripada",),
}
# Complementizers that compare after a word for the other values ("Aucune autre valeur que 11",
# "ningún otro valor que 11"): an exceptive there, as "than"; anywhere else a complementizer ("impossible
# que"), read past.
COMPARATIVE_COMPLEMENTIZERS: Dict[str, Tuple[str, ...]] = {"fr": ("que", "qu'"), "es": ("que",), "pt": ("que",), "it": ("che",)}
# Heads of an exceptive: quantifiers over the values ("anything", "every value", "all", "nothing", "no
# solution").  Words for the other values (OTHER_WORDS) and negators head one too.
QUANTIFIERS: Dict[str, Tuple[str, ...]] = {
    "en": ("any", "anything", "every", "everything", "all", "each", "whatever", "none", "nothing", "no"),
    "fr": ("tout", "toute", "tous", "toutes", "chaque", "rien", "aucun", "aucune", "n'importe"),
    "de": ("alle", "alles", "jeden", "jede", "jedes", "jeder", "nichts", "kein", "keine", "keinen", "etwas"),
    "es": ("todo", "toda", "todos", "todas", "cualquier", "cada", "nada", "ningún", "ninguno", "ninguna"),
    "it": ("tutto", "tutti", "tutte", "ogni", "qualsiasi", "qualunque", "niente", "nulla", "nessun", "nessuno", "nessuna"),
    "pt": ("tudo", "todo", "todos", "todas", "qualquer", "cada", "nada", "nenhum", "nenhuma"),
    "ru": ("все", "всё", "всех", "любое", "любой", "любые", "каждое", "ничто", "ничего", "ничем", "никакое", "никакого",
           "одно", "одна", "один"),  # "ни одно число" (not a single number)
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("wszystkie", "każdą", "każdy", "nic", "żaden", "żadna", "żadne", "żadnej", "żadnego", "wszystko"),
    "uk": ("всі", "усі", "будь-яке", "ніщо", "нічого", "жодне", "жоден", "жодна", "жодного"),
    "nl": ("alle", "alles", "elke", "niets", "geen", "ieder", "iedere"), "sv": ("alla", "allt", "varje", "inget", "ingen", "inga", "ingenting"),
    "el": ("όλα", "όλες", "κάθε", "τίποτα", "κανένας", "καμία", "κανένα", "κανείς"),
    # the universal and negative determiners of the languages beyond ("هیچ عددی ... نمی‌کند", "hiçbir sayı", "żadna liczba")
    "cs": ("žádný", "žádná", "žádné", "všechna", "všechny", "každé", "nic"), "ro": ("niciun", "nicio", "toate", "orice", "nimic"),
    "hu": ("semmi", "semmilyen", "minden"), "fi": ("mikään", "kaikki", "jokainen"), "da": ("ingen", "intet"), "nb": ("ingen", "intet"),
    "tr": ("hiçbir", "tüm", "bütün"), "vi": ("mọi", "mỗi"), "id": ("semua", "setiap"), "ar": ("كل", "أي"),
    "fa": ("هیچ", "همه", "همهٔ"), "he": ("כל", "אף"), "hi": ("कोई", "सभी", "हर"), "bn": ("কোনো", "সব"), "ko": ("모든", "어떤", "아무"),
}
# Restrictives ("only", "the only value ..."): the value is what the clause says and the others are not, so
# a double negation under one affirms ("Only 12 fails to be excluded", "the only number not ruled out is 21").
RESTRICTIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("only", "sole", "solely", "exclusively"), "fr": ("seulement", "uniquement", "seul", "seule", "exclusivement"),
    "de": ("nur", "einzige", "einzigen", "einziger", "einzig", "allein", "ausschließlich", "lediglich"),
    "es": ("solo", "sólo", "solamente", "único", "única", "únicamente", "exclusivamente"),
    "it": ("solo", "soltanto", "unico", "unica", "l'unico", "l'unica", "unicamente", "esclusivamente"),
    "pt": ("só", "somente", "apenas", "único", "única", "unicamente", "exclusivamente"),
    "ru": ("только", "лишь", "единственное", "единственный", "единственная", "исключительно"),
    "tr": ("sadece", "yalnızca", "ancak"), "vi": ("chỉ",), "id": ("hanya",), "ar": ("فقط",), "fa": ("فقط",), "he": ("רק",),
    "hi": ("केवल", "सिर्फ़", "सिर्फ"), "bn": ("শুধু", "কেবল"), "zh": ("只有", "只", "仅", "就是"), "ja": ("しか", "だけ", "のみ"),
    "ko": ("밖에",), "th": ("เท่านั้น",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("tylko", "jedynie", "wyłącznie"), "uk": ("тільки", "лише", "виключно"), "nl": ("alleen", "slechts", "uitsluitend"), "sv": ("bara", "endast"), "el": ("μόνο",),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("jenom", "pouze", "jedině"), "ro": ("doar", "numai"), "hu": ("csak", "csupán"), "fi": ("vain", "ainoastaan"),
    "da": ("kun",), "nb": ("kun",),
    # Swahili, Tagalog, Malay
    "sw": ("pekee",),
    "tl": ("lamang", "lang", "tanging"),
    "ms": ("hanya", "sahaja"),
}
# Words that set a topic for the rest of the sentence ("一の位について、条件を満たすのは 3 だけです": about the units
# digit): a restriction under one is the topic's, not the problem's; glued to the end of their word in CJK.
TOPIC_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("regarding", "concerning"), "de": ("bezüglich", "hinsichtlich"), "fr": ("concernant",), "es": ("respecto",),
    "it": ("riguardo",), "pt": ("quanto",), "ru": ("относительно",), "ja": ("について", "に関して", "に関しては", "については"),
    "zh": ("关于", "对于"), "ko": ("대해", "대해서는", "관해서는"),
}
# Restrictives that follow the value they restrict ("11 alone", "x = 3 だけです", "3뿐이다", "3 ही"): glued to
# the word after the value in the scripts without spaces and in Korean, where an entry begins that word.  Not
# the adverbs whose scope is then the verb ("El 16 únicamente satisface la primera condición": merely).
POSTPOSED_RESTRICTIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("alone",), "de": ("allein",), "fr": ("seul", "seule"), "ja": ("だけ", "のみ", "しか"), "ko": ("뿐", "밖에"), "hi": ("ही",),
}
# The restrictives among them whose verb is negated ("9밖에 없다", "3 しか 満たさない": nothing but): that negation is theirs.
NEGATIVE_POLARITY_RESTRICTIVES: Dict[str, Tuple[str, ...]] = {"ja": ("しか",), "ko": ("밖에",)}
# Replacives ("not 14 but rather 16", "sondern", "而是"): the value replaces a denied one; a negation before
# them does not reach it.
REPLACIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("instead", "rather"), "fr": ("mais", "plutôt"), "de": ("sondern",), "it": ("bensì", "ma"), "pt": ("mas",),
    "ru": ("а",), "fa": ("بلکه",), "hi": ("बल्कि",), "zh": ("而是",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("lecz",), "uk": ("а",), "nl": ("maar",), "sv": ("utan",), "el": ("αλλά",),
    "cs": ("nýbrž",), "ro": ("ci",), "hu": ("hanem",), "fi": ("vaan",),
    # Swahili, Tagalog, Malay
    "sw": ("bali",),
    "tl": ("kundi",),
    "ms": ("sebaliknya",),
}
# Exceptives read as one word ("anything but 2", "alles andere als 9"): a quantifier and its marker.
EXCEPTIVE_ADVERBIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("anything but", "anything except", "anything besides", "everything but", "everything except", "all but"),
    "de": ("alles andere als", "alles außer"), "fr": ("tout sauf",), "es": ("todo menos", "todo excepto"),
    "it": ("tutt'altro che", "tutto tranne"), "pt": ("tudo menos", "tudo exceto"), "ru": ("всё кроме", "все кроме"),
}
# Exclusion verbs deny their object ("we can rule out 6", "6 is excluded"): a value after one with no more
# than one noun between them ("exclude all candidates except 6", "the excluded value is 6"), or the subject
# of one as its predicate ("6 is ruled out").  With a longer object the verb is about something else
# ("Discarding the negative root, x = 6").
EXCLUSION_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("rule out", "rules out", "ruled out", "ruling out", "ruled", "throw out", "throws out", "thrown out", "threw out",
           "out of the question",
           "exclude", "excludes", "excluded", "eliminate",
           "eliminates", "eliminated", "discard", "discards", "discarded", "reject", "rejects", "rejected", "dismiss",
           "dismissed", "disqualify", "disqualifies", "disqualified", "invalidate", "invalidates", "invalidated",
           "preclude", "precludes", "precluded"),
    "fr": ("exclure", "excluons", "exclu", "exclue", "exclus", "exclues", "éliminer", "éliminé", "éliminée", "éliminés",
           "écarter", "écarté", "écartée", "rejeter", "rejeté"),
    "de": ("ausschließen", "ausgeschlossen", "ausgeschlossene", "ausgeschlossenen", "eliminieren", "eliminiert",
           "verwerfen", "verworfen"),
    "es": ("descartar", "descartamos", "descartado", "descartada", "descartados", "excluir", "excluye", "excluido", "excluida",
           "eliminar", "eliminado", "eliminada", "rechazar", "rechazado"),
    "it": ("escludere", "escludiamo", "esclude", "escluso", "esclusa", "esclusi", "scartare", "scartiamo", "scartato", "scartata",
           "eliminare", "eliminato", "eliminata"),
    "pt": ("descartar", "descartamos", "descartado", "descartada", "excluir", "exclui", "excluído", "excluída", "eliminar",
           "eliminado", "eliminada", "rejeitar", "rejeitado"),
    "ru": ("исключить", "исключаем", "исключено", "исключены", "исключён", "исключена", "исключенное", "исключённое",
           "отбросить", "отбрасываем", "отброшено"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("wykluczyć", "wykluczone", "wykluczona", "odrzucić", "odrzucone"), "uk": ("виключити", "виключено", "відкинути"),
    "nl": ("uitsluiten", "uitgesloten"), "sv": ("utesluta", "uteslutet", "utesluten"), "el": ("αποκλείεται", "αποκλείουμε", "απορρίπτεται", "απορρίπτουμε", "απορρίπτονται"),
    "vi": ("bị loại", "bị loại bỏ", "loại bỏ", "loại trừ"),  # not "loại" alone, also "kind",
    "id": ("dikesampingkan", "dikecualikan", "disingkirkan"),
    "he": ("נשלל", "נשללת", "לשלול", "שוללים", "נפסל", "לפסול"), "tr": ("elenir", "elenemez", "dışlanamaz", "dışlanır"),
    # Arabic, with the passive's vowel mark written or not ("يُستبعد العدد 2", the number 2 is excluded), and Persian
    "ar": ("يستبعد", "يُستبعد", "تستبعد", "تُستبعد", "نستبعد", "مستبعد", "مستبعدة", "مُستبعد", "مُستبعدة", "يُرفض", "مرفوض", "مرفوضة"),
    "fa": ("کنار گذاشته", "رد می‌شود", "مردود"),
    # glued to the words before them in the scripts without spaces ("43 也不能完全排除"): matched at a word's end
    "zh": ("排除", "排除掉", "除外"), "ja": ("除外", "排除"), "ko": ("배제", "제외"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("isključiti", "isključujemo", "isključuje", "isključeno", "isključen", "isključena", "odbaciti", "odbacujemo", "odbacuje", "odbačeno", "odbačen"),
    "sk": ("vylúčiť", "vylučujeme", "vylučuje", "vylúčené", "vylúčený", "vylúčená", "zamietame"),
    "et": ("välistada", "välistame", "välistab", "välistatud"),
    "lt": ("atmesti", "atmetame", "atmeta", "atmesta", "atmestas", "atmetama", "atmetamas"),
    "ca": ("descartem", "descartat", "descartada", "excloure", "excloem", "exclou", "exclòs", "exclosa", "eliminem", "eliminat", "eliminada", "rebutjar", "rebutgem", "rebutjat"),
    "is": ("útiloka", "útilokum", "útilokar", "útilokað", "hafna", "höfnum", "hafnað"),
    "sq": ("përjashtoj", "përjashtojmë", "përjashtohet", "përjashtuar", "hedhim poshtë"),
}
# Exclusion verbs by stem, with the endings of their conjugation: every form is an exclusion verb, so an
# inflection the list above lacks ("exclut", "excluye", "исключает") is read like the rest.  No stem takes
# the empty ending where the bare stem is another word (French "écart", a difference).
_FR_ER = ("er", "e", "es", "ent", "ons", "ez", "é", "ée", "és", "ées", "ait", "aient", "era", "eront", "ant")
_ES_AR = ("ar", "a", "an", "amos", "ado", "ada", "ados", "adas", "aba", "aban", "ó", "ará", "arán", "ando", "e", "en")
_IT_ARE = ("are", "a", "ano", "iamo", "ato", "ata", "ati", "ate", "ò", "erà", "eranno", "ando")
_PT_AR = ("ar", "a", "am", "amos", "ado", "ada", "ados", "adas", "ou", "ará", "arão", "ando", "e", "em")
EXCLUSION_STEMS: Dict[str, Tuple[Tuple[Tuple[str, ...], Tuple[str, ...]], ...]] = {
    "en": ((("exclud", "eliminat", "invalidat", "preclud"), ("e", "es", "ed", "ing")),
           (("discard", "reject"), ("", "s", "ed", "ing")), (("dismiss",), ("", "es", "ed", "ing")),
           (("disqualif",), ("y", "ies", "ied", "ying"))),
    "fr": ((("élimin", "écart"), _FR_ER), (("rejet",), ("er", "é", "ée", "és", "ées", "ons", "ez", "ait", "ant")),
           (("rejett",), ("e", "es", "ent", "era", "eront")),
           (("exclu",), ("", "re", "s", "t", "e", "es", "ent", "ons", "ez", "ait", "aient", "ra", "ront", "ant"))),
    "es": ((("descart", "elimin", "rechaz"), _ES_AR),
           (("exclu",), ("ir", "ye", "yen", "imos", "ido", "ida", "idos", "idas", "yó", "irá", "yendo", "ya", "yan"))),
    "it": ((("scart", "elimin"), _IT_ARE), (("esclu",), ("dere", "de", "dono", "diamo", "so", "sa", "si", "se", "derà", "dendo"))),
    "pt": ((("descart", "elimin", "rejeit"), _PT_AR),
           (("exclu",), ("ir", "i", "em", "ímos", "ído", "ída", "ídos", "ídas", "iu", "irá", "indo"))),
    "de": ((("ausschließ",), ("en", "t", "e", "end")), (("ausgeschlossen", "eliminiert", "verworfen"), ("", "e", "en", "er", "es")),
           (("eliminier",), ("en", "t", "te", "ten", "e")), (("verw",), ("erfen", "irft", "arf", "arfen"))),
    "ru": ((("исключ",), ("ить", "ает", "ают", "аем", "аете", "ено", "ены", "ён", "ена", "ённое", "енное", "ил", "ила", "ило",
                         "или", "ается", "аются", "ат", "ит", "ать")),
           (("отбрас",), ("ывать", "ываем", "ывает", "ывают", "ить")), (("отброс",), ("ить", "ил", "или", "ено", "ены", "им"))),
    "uk": ((("виключ",), ("ити", "ає", "ають", "аємо", "ено", "ені", "ений", "ена", "ив", "ила", "или")),
           (("відкид",), ("ає", "аємо", "ають", "ати"))),
    "pl": ((("wyklucz",), ("yć", "a", "ają", "amy", "one", "ona", "ony", "ył", "yła", "yli", "ony")),
           (("odrzuc",), ("ić", "a", "ają", "amy", "one", "ona", "ony", "ił", "iła", "ili"))),
    "nl": ((("uitsluit",), ("en",)),),
    "sv": ((("utesl",), ("uta", "uter", "öt", "utet", "uten", "utna")),),
    "el": ((("αποκλεί",), ("εται", "ουμε", "ει", "ουν", "ονται")),),
}
# The negator of the verb in the languages with negative concord: a negative word that opens its clause (the
# subject's "aucune", "ничто", "żaden") and it are one negation ("Aucune condition n'exclut 9", "Ничто не
# исключает 9").
# Negative prefixes of a verb that the text may write apart from it ("برآورده نمی کند", the non-joiner read as a
# space): before a clause's last word they negate its final verb, as a final negator does (extract/scope.py).
# Hindi writes its negator apart before the final verb ("शर्त पूरी नहीं करती"), read so too.
NEGATIVE_VERB_PREFIXES: Dict[str, Tuple[str, ...]] = {"fa": ("نمی",), "hi": ("नहीं",)}
# --- Two negations that affirm (extract/doubles.py) -------------------------------------------------
# The negator of a clause's verb in the languages without negative concord (the concord ones are VERBAL_NEGATORS):
# with a negated modal before it ("cannot not be", "kann nicht nicht sein") it is a second negation, not concord.
CLAUSE_NEGATORS: Dict[str, Tuple[str, ...]] = {
    "en": ("not",), "de": ("nicht",), "nl": ("niet",), "sv": ("inte",), "da": ("ikke",), "nb": ("ikke",), "el": ("μην", "μη"),
}
# Modals of possibility: negated over a negated verb they make a necessity ("cannot not be 15", "не может не быть",
# "no puede no ser", "Δεν μπορεί να μην είναι"); English writes the negated ones as one word.  Inside a word: CJK.
POSSIBILITY_MODALS: Dict[str, Tuple[str, ...]] = {
    "en": ("can", "could", "may", "might", "cannot", "can't", "can’t", "couldn't", "couldn’t"),
    "de": ("kann", "könnte", "können", "darf"), "fr": ("peut", "pourrait", "peuvent", "saurait"),
    "es": ("puede", "podría", "pueden"), "it": ("può", "potrebbe", "possono"), "pt": ("pode", "poderia", "podem"),
    "ru": ("может", "могут", "мог", "могла", "могло", "нельзя"), "uk": ("може", "можуть", "неможливо"), "pl": ("może", "mogą"), "cs": ("může",),
    "el": ("μπορεί",), "nl": ("kan",), "sv": ("kan",),
    "zh": ("可能", "会", "能"),
}
# What completes a French "ne" into a negation besides the negators ("ne ... plus", "ne ... guère"), and the verbs a bare "ne"
# negates alone, literary ("ne peut être", "ne saurait valoir"): with neither, "ne" is expletive (extract/doubles.py).
NE_COMPLETERS: Dict[str, Tuple[str, ...]] = {"fr": ("plus", "point", "guère", "personne", "nul", "nulle", "ni", "que")}
LITERARY_NE_VERBS: Dict[str, Tuple[str, ...]] = {"fr": ("peut", "peuvent", "pouvait", "pourra", "pourrait", "saurait", "sauraient", "sait",
                                                        "ose", "osait", "cesse", "cessait")}
# Predicates of truth: negated over a complement clause whose verb is negated they affirm it ("It is not true that the
# count is not 35", "No es cierto que el resultado no sea 9", "It is not the case that ...").
TRUTH_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("true", "case"), "fr": ("vrai",), "de": ("wahr",), "es": ("cierto", "verdad"), "it": ("vero",), "pt": ("verdade",),
    "ru": ("правда", "верно"), "uk": ("правда", "вірно"), "pl": ("prawda", "prawdą"), "cs": ("pravda",), "nl": ("waar",), "sv": ("sant",),
}
# The subject a predicate of truth takes before its clause ("It is not true that", "Ce n'est pas vrai que", "Это неправда,
# что"): nobody who says it.
EXPLETIVE_SUBJECTS: Dict[str, Tuple[str, ...]] = {
    "en": ("it",), "de": ("es",), "fr": ("il", "c'", "ce"), "ru": ("это",), "uk": ("це",), "pl": ("to",), "nl": ("het",), "sv": ("det",),
}
# Words of possibility: a negator that ends with one is an impossibility ("impossible", "unmöglich", "невозможно"), which
# over a negated complement affirms it as a negated truth does ("It is impossible that the count isn't 35").  Right before
# a complementizer, not negated, one offers the value of the clause it governs ("It is possible that the answer is 42",
# "Es ist möglich, dass 42 stimmt"; extract/mood.py).
POSSIBILITY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("possible", "conceivable"), "fr": ("possible",), "de": ("möglich",), "es": ("posible",), "it": ("possibile",), "pt": ("possível",),
    "ru": ("возможно",), "uk": ("можливо",), "pl": ("możliwe",), "cs": ("možné",),
}
VERBAL_NEGATORS: Dict[str, Tuple[str, ...]] = {
    "fr": ("ne",), "es": ("no",), "it": ("non",), "pt": ("não",), "ru": ("не",), "uk": ("не",), "pl": ("nie",),
    "el": ("δεν",), "ro": ("nu",), "hu": ("nem",),
}
# Error predicates deny the clause they govern: an error word with a verb of saying or a complementizer
# (SAYING_VERBS)
# within ERROR_COMPLEMENT_WORDS words after it ("it would be a mistake to say the count is 9", "ce serait
# une erreur de dire que ..."), or as the predicate of the value ("9 would be a mistake").  "wrong",
# "false" and "incorrect" are FALSITY_WORDS, negators that deny wherever they stand.
ERROR_PREDICATES: Dict[str, Tuple[str, ...]] = {
    "en": ("mistake", "error", "misleading", "erroneous", "inaccurate", "untrue", "fallacy", "blunder", "misguided"),
    "fr": ("erreur", "trompeur", "inexact", "erroné", "incorrect"), "de": ("fehler", "irreführend", "unrichtig", "inkorrekt", "falsch"),
    "es": ("error", "incorrecto", "engañoso", "erróneo", "equivocado"),
    "it": ("errore", "sbagliato", "scorretto", "fuorviante", "errato"), "pt": ("erro", "errado", "incorreto", "enganoso"),
    "ru": ("ошибкой", "ошибка", "неверно", "неправильно", "ошибочно", "ложно", "неверен", "неверна", "неправилен", "неправильна",
           "ошибочен", "ошибочна"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("błędem", "błąd"), "uk": ("помилкою", "помилка", "неправильно", "неправильна", "неправильний", "хибна", "хибний", "хибне",
                                     "невірна", "невірний", "невірно"), "nl": ("fout", "vergissing", "misleidend"),
    "sv": ("misstag", "fel"), "el": ("λάθος",),
}
SAYING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("say", "saying", "claim", "claiming", "conclude", "concluding", "think", "thinking", "assume", "assuming",
           "state", "stating", "answer", "answering", "report", "reporting", "write", "writing", "believe", "suppose",
           "give", "giving", "declare", "assert", "infer", "insist", "accept", "put", "that"),
    "fr": ("dire", "affirmer", "conclure", "penser", "croire", "écrire", "répondre", "supposer", "prétendre", "que", "qu'"),
    "de": ("sagen", "behaupten", "schließen", "folgern", "denken", "glauben", "schreiben", "antworten", "annehmen", "dass"),
    "es": ("decir", "afirmar", "concluir", "pensar", "creer", "escribir", "responder", "suponer", "que"),
    "it": ("dire", "affermare", "concludere", "pensare", "credere", "scrivere", "rispondere", "supporre", "che"),
    "pt": ("dizer", "afirmar", "concluir", "pensar", "acreditar", "escrever", "responder", "supor", "que"),
    "ru": ("сказать", "говорить", "утверждать", "считать", "думать", "заключить", "написать", "ответить", "полагать", "что"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("powiedzieć", "twierdzić", "że"), "uk": ("сказати", "стверджувати", "що"), "nl": ("zeggen", "beweren", "dat"),
    "sv": ("säga", "påstå", "att"), "el": ("πούμε", "ότι"),
}
# Words that, right after a negator, strengthen it instead of hedging ("cannot possibly exceed 10").
NEGATION_INTENSIFIERS: Dict[str, Tuple[str, ...]] = {
    "en": ("possibly", "conceivably"), "fr": ("possiblement",), "es": ("posiblemente",), "it": ("possibilmente",),
    "pt": ("possivelmente",), "nl": ("mogelijkerwijs",), "sv": ("möjligen",),
}
# Adverbs of the writer's attitude to a fact ("surprisingly"): a hedge right before one modifies it, not
# the statement ("Perhaps surprisingly, the count is exactly 28" asserts 28).
ATTITUDE_ADVERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("surprisingly", "unsurprisingly", "counterintuitively", "interestingly", "remarkably", "curiously", "oddly",
           "strangely", "ironically", "paradoxically", "unexpectedly", "fittingly", "conveniently", "amusingly"),
    "fr": ("étonnamment", "curieusement", "paradoxalement", "bizarrement"), "de": ("überraschenderweise", "erstaunlicherweise", "seltsamerweise"),
    "es": ("sorprendentemente", "curiosamente", "paradójicamente"), "it": ("sorprendentemente", "curiosamente", "stranamente"),
    "pt": ("surpreendentemente", "curiosamente", "paradoxalmente"), "ru": ("удивительно", "неожиданно", "парадоксально"),
}
# Determiners and infinitive markers: what may stand between an exclusion verb and its object, and in a
# predicate after the value ("9 would be a mistake", "12 fails to be excluded").
DETERMINERS: Dict[str, Tuple[str, ...]] = {
    "en": ("the", "a", "an", "this", "that", "these", "those", "its", "their", "to"),
    "fr": ("le", "la", "les", "l'", "un", "une", "des", "ce", "cette", "ces", "de", "d'"),
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "zu"),
    "es": ("el", "la", "los", "las", "un", "una", "unos", "unas"), "it": ("il", "lo", "la", "i", "gli", "le", "l'", "un", "una", "uno", "di"),
    "pt": ("o", "a", "os", "as", "um", "uma"), "nl": ("de", "het", "een", "te"), "sv": ("en", "ett", "att"),
    "el": ("το", "τα", "η", "ο", "ένα"),
}
# Clause openers of one language that are adverbs of another inside a verb group: after a word (no stop, comma or value
# before them) they open nothing ("Não tenho mais confiança de que 15 ...": Portuguese "mais" is "any more", French "but";
# English "yet" of "not yet 5", the "yet" of "Yet this value is never reached").
OPENERS_ALSO_ADVERBS: Tuple[str, ...] = ("mais", "yet")
# Words that open a new clause: a negation before them does not reach a value after them ("x cannot
# be negative, so x = 5"; "Since 4 fails, the answer is 5"; "the minimum, which is 3").  Subordinators
# open a clause that a comma closes.
CLAUSE_OPENERS: Dict[str, Tuple[str, ...]] = {
    # (a connective of several words is read as one token: "por lo tanto", "as a result")
    "en": ("so", "thus", "hence", "therefore", "consequently", "then", "and", "but", "yet", "however", "whereas", "while", "as a result"),
    "fr": ("donc", "ainsi", "alors", "mais", "et", "par conséquent", "de ce fait", "c'est pourquoi"),
    "de": ("also", "daher", "somit", "folglich", "aber", "und", "deshalb", "deswegen", "demnach", "infolgedessen"),
    "es": ("así", "entonces", "luego", "pero", "y", "por lo tanto", "por tanto", "por consiguiente", "de modo que", "así que"),
    "it": ("quindi", "dunque", "allora", "ma", "e", "pertanto", "perciò", "di conseguenza", "per cui"),
    "pt": ("portanto", "logo", "então", "mas", "e", "por isso", "por conseguinte", "desse modo", "dessa forma"),
    "ru": ("поэтому", "значит", "итак", "следовательно", "но", "и", "таким образом", "в итоге"),
    "tr": ("yüzden", "dolayısıyla", "ve", "ama", "bu yüzden", "bu nedenle"), "vi": ("vậy", "nên", "và", "nhưng", "do đó", "vì vậy"),
    "id": ("jadi", "maka", "dan", "tetapi", "oleh karena itu", "dengan demikian"),
    "ar": ("لذلك", "إذن", "و", "لكن"), "fa": ("پس", "بنابراین", "و", "اما"), "he": ("לכן", "ו", "אבל", "אולם"), "hi": ("इसलिए", "अतः", "और", "लेकिन"),
    "bn": ("তাই", "সুতরাং", "এবং", "কিন্তু"),
    "zh": ("所以", "因此", "故", "于是", "从而", "但", "但是", "可是", "不过", "然而", "而"), "ja": ("したがって", "よって", "ゆえに", "だから", "しかし"),
    "ko": ("따라서", "그러므로", "그래서", "하지만", "그러나", "그런데"),
    "th": ("ดังนั้น",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("więc", "zatem", "dlatego", "stąd", "lecz"),
    "uk": ("тому", "отже", "значить", "але", "і", "проте", "однак"),
    "nl": ("dus", "daarom", "maar"),
    "sv": ("så", "alltså", "därför", "och", "men"),
    "el": ("άρα", "επομένως", "οπότε", "λοιπόν", "αλλά", "και", "όμως"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("takže", "tedy", "proto", "tudíž", "avšak", "ovšem"),
    "ro": ("deci", "așadar", "aşadar", "astfel", "dar", "iar", "și", "şi"),
    "hu": ("tehát", "így", "ezért", "emiatt", "azonban", "viszont", "és"),
    "fi": ("joten", "siis", "niinpä", "siksi", "mutta", "ja"),
    "da": ("så", "altså", "derfor", "og", "men"),
    "nb": ("så", "altså", "derfor", "og", "men"),
    # Swahili, Tagalog, Malay
    "sw": ("hivyo", "basi", "kisha", "lakini"),
    "tl": ("kaya", "samakatuwid", "pero", "ngunit", "subalit"),
    "ms": ("jadi", "maka", "justeru", "dan", "tetapi", "namun"),
}
# Relative words open a clause about their antecedent ("the minimum, which is 3"): a negation before
# them does not reach a value in it, unless the antecedent is the negated noun itself ("there is no
# arrangement whose count is 12" denies 12).
RELATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("which", "where", "whose", "who", "whom"), "fr": ("qui", "dont", "lequel", "laquelle"),
    "de": ("welche", "welcher", "welches", "dessen", "deren"), "es": ("cual", "cuales", "cuyo", "cuya"),
    "it": ("quale", "quali", "cui"), "pt": ("qual", "quais", "cujo", "cuja"), "ru": ("который", "которое", "которая", "которые", "которых", "которой", "котором", "которого", "которую", "которым", "которыми"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("który", "która", "które", "którego", "których", "którym", "której", "którzy", "którą"),
    "uk": ("який", "яка", "яке", "які", "яких", "якого", "якої", "якому", "якій", "яким", "якими", "яку"),
    "nl": ("welke", "welk", "wiens"),
    "sv": ("som", "vilken", "vilket", "vilka", "vars"),
    "el": ("που", "οποίος", "οποία", "οποίο"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("který", "která", "které", "kterého", "kterých", "kterém", "kterou", "jenž", "jež"),
    "ro": ("căruia", "căreia", "cărora"),
    "hu": ("amely", "amelyik", "ami", "aki", "amelynek", "aminek"),
    "fi": ("joka", "jonka", "jossa", "mikä", "minkä", "jotka"),
    "da": ("som", "hvilken", "hvilket", "hvilke"),
    "nb": ("som", "hvilken", "hvilket", "hvilke"),
    # Swahili
    "sw": ("ambayo", "ambalo", "ambao", "ambacho", "ambazo"),
    # Indonesian, Arabic
    "id": ("yang",), "ar": ("الذي", "التي", "الذين", "اللواتي", "اللاتي"), "hi": ("जो", "जिसे", "जिसका", "जिसकी", "जिसके", "जिन्हें", "जिनका"),
    "th": ("ซึ่ง",),  # read at the start of a run: "ซึ่งได้จาก..." (which comes from)
}
# Prepositions after which written-out work is an operand of an operation, no result stated ("So we divide by $3!$",
# "multiplied by 2 \cdot 3", "geteilt durch $4!$"; not "gives 40 + 6").
# The prepositions of a passive's agent ("this value is never attained by $f$", "n'est jamais atteinte par la fonction"): after
# a claim of validity, a short agent phrase is no object that makes the claim another's (extract/denials.py).
AGENT_PREPOSITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("by",), "fr": ("par",), "de": ("von", "durch"), "es": ("por",), "it": ("da", "dalla", "dal"), "pt": ("por", "pela", "pelo"),
    "nl": ("door",), "pl": ("przez",),
}
OPERAND_PREPOSITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("by", "into"), "de": ("durch",), "fr": ("par",), "es": ("por", "entre"), "it": ("per",), "pt": ("por",),
    "nl": ("door",), "ru": ("на",), "pl": ("przez",), "sv": ("med",),
}
# The endings that make the clause of a value the nominalized topic or subject of its sentence ("7 になるということは、…ありえない",
# "7이 되는 것은 불가능하다"): the sentence's last predicate says what holds of it.
NOMINALIZED_TOPICS: Dict[str, Tuple[str, ...]] = {"ja": ("ということは", "ということが", "ことは", "ことが", "のは"), "ko": ("것은", "것이")}
# The heads of a relative clause about the whole clause before it ("..., 120, κάτι που δεν ισχύει", "ce qui", "lo cual",
# "something that"): read past between a value and its relative word.
SENTENTIAL_RELATIVE_HEADS: Dict[str, Tuple[str, ...]] = {
    "en": ("something",), "el": ("κάτι", "πράγμα", "το"), "fr": ("ce", "chose"), "es": ("lo", "cosa"), "pt": ("o", "coisa"),
    "it": ("cosa",),
}
# The articles that are relative pronouns after a comma that follows a noun ("Die Anzahl der Kisten, die nicht beschädigt
# wurden, beträgt 37", "Het aantal vakjes, dat niet gekleurd wordt, is 9"): they open a relative clause set off.
RELATIVE_ARTICLES: Dict[str, Tuple[str, ...]] = {"de": ("der", "die", "das", "dem", "den", "deren", "dessen"), "nl": ("die", "dat")}
# The languages that set every relative clause off with a comma, restrictive ones too ("нет ни одного числа, при котором
# ...", "nie ma takiej liczby, która ..."): there the comma before a relative word does not end the noun it hangs on.
COMMA_RELATIVE_LANGUAGES: Tuple[str, ...] = ("de", "ru", "uk", "pl", "cs", "sk", "bg")
# Words that start a new clause's subject: after a comma they close the clause before it ("x can't be
# negative, we get 5"; "it is not 4, the answer is 5").
CLAUSE_SUBJECTS: Dict[str, Tuple[str, ...]] = {
    "en": ("we", "i", "it", "this", "that", "the", "our", "my", "answer", "result", "there", "there's", "here's"),
    "fr": ("nous", "on", "il", "la", "le", "réponse"), "de": ("wir", "es", "die", "der", "das", "antwort"),
    "es": ("la", "el", "tenemos", "respuesta"), "it": ("la", "il", "abbiamo", "risposta"), "pt": ("a", "o", "temos", "resposta"),
    "ru": ("мы", "это", "ответ"), "tr": ("bu", "cevap"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("my", "odpowiedź", "wynik"),
    "uk": ("ми", "це", "відповідь"),
    "nl": ("we", "wij", "het", "antwoord"),
    "sv": ("vi", "det", "svaret"),
    "el": ("εμείς", "αυτό", "απάντηση"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("my", "dostáváme", "odpověď", "výsledek"),
    "ro": ("noi", "obținem", "obţinem", "răspunsul", "rezultatul"),
    "hu": ("kapjuk", "válasz", "eredmény"),
    "fi": ("saamme", "vastaus", "tulos"),
    "da": ("vi", "det", "svaret"),
    "nb": ("vi", "det", "svaret"),
    # Swahili, Tagalog, Malay
    "sw": ("sisi", "tunapata", "jibu"),
    "tl": ("ang", "tayo", "sagot", "ito"),
    "ms": ("kita", "kami", "jawapan", "jawapannya"),
}
SUBORDINATORS: Dict[str, Tuple[str, ...]] = {
    "en": ("since", "because", "as", "if", "when", "although", "though", "given", "once", "after", "unless", "whether", "despite"),
    "fr": ("puisque", "comme", "car", "si", "quand", "lorsque", "bien", "malgré"), "de": ("da", "weil", "wenn", "falls", "obwohl", "nachdem", "wie", "trotz"),
    "es": ("como", "porque", "puesto", "dado", "si", "cuando", "aunque", "pese"), "it": ("poiché", "siccome", "perché", "se", "quando", "sebbene", "nonostante", "benché"),
    "pt": ("como", "porque", "dado", "se", "quando", "embora", "apesar"), "ru": ("так", "поскольку", "если", "когда", "хотя", "несмотря"),
    "tr": ("çünkü", "eğer"), "vi": ("vì", "nếu"), "id": ("karena", "jika", "kalau"), "ar": ("لأن", "بما", "إذا"), "fa": ("چون", "اگر"),
    "he": ("כי", "מכיוון", "אם"), "hi": ("क्योंकि", "चूंकि", "अगर", "यदि"), "bn": ("কারণ", "যেহেতু", "যদি"),
    "zh": ("因为", "由于", "既然", "如果", "若"), "ja": ("ので", "から", "なら"), "ko": ("때문에", "므로"), "th": ("เพราะ", "ถ้า"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("ponieważ", "bo", "jeśli", "jeżeli", "gdy", "kiedy", "chociaż", "skoro"),
    "uk": ("оскільки", "бо", "якщо", "коли", "хоча"),
    "nl": ("omdat", "aangezien", "wanneer", "hoewel", "indien"),
    "sv": ("eftersom", "ty", "om", "när", "fastän"),
    "el": ("επειδή", "αφού", "αν", "εάν", "όταν", "καθώς", "ενώ"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("protože", "poněvadž", "jelikož", "pokud", "jestliže", "když", "ačkoli", "ačkoliv", "přestože"),
    "ro": ("deoarece", "fiindcă", "dacă", "când", "deși", "deşi", "întrucât"),
    "hu": ("mert", "mivel", "amikor", "bár", "habár", "noha", "amennyiben"),
    "fi": ("koska", "sillä", "jos", "kun", "vaikka", "mikäli"),
    "da": ("fordi", "eftersom", "da", "hvis", "når", "selvom"),
    "nb": ("fordi", "ettersom", "siden", "da", "hvis", "når"),
    # Swahili, Tagalog, Malay
    "sw": ("sababu", "kwani", "ikiwa", "iwapo", "endapo", "kama", "ingawa", "ijapokuwa", "maadamu"),
    "tl": ("dahil", "kasi", "sapagkat", "palibhasa", "yamang", "kung", "kapag", "habang", "bagaman", "kahit"),
    "ms": ("kerana", "sebab", "memandangkan", "jika", "kalau", "apabila", "sekiranya", "walaupun", "meskipun"),
}
# Subordinators of a reason ("..., since x cannot be 0"): a clause they open after the answer explains
# it, and a negation in that clause is about its own subject.
REASON_SUBORDINATORS: Dict[str, Tuple[str, ...]] = {
    "en": ("since", "because", "as", "given", "for"), "fr": ("puisque", "car", "comme"), "de": ("da", "weil", "denn"),
    "es": ("porque", "puesto", "ya"), "it": ("poiché", "perché", "siccome"), "pt": ("porque", "pois", "já"),
    "ru": ("так", "поскольку", "потому"), "zh": ("因为", "由于"), "ja": ("ので", "から"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("ponieważ", "bo", "gdyż", "skoro"),
    "uk": ("оскільки", "бо", "адже"),
    "nl": ("omdat", "aangezien", "want"),
    "sv": ("eftersom", "ty"),
    "el": ("επειδή", "αφού", "γιατί"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("protože", "poněvadž", "jelikož", "neboť"),
    "ro": ("deoarece", "fiindcă", "întrucât", "căci"),
    "hu": ("mert", "mivel", "hiszen"),
    "fi": ("koska", "sillä"),
    "da": ("fordi", "eftersom", "idet"),
    "nb": ("fordi", "ettersom", "siden"),
    # the languages beyond the nine: Turkish, Indonesian, Vietnamese, Arabic, Persian, Hindi, Hebrew
    "tr": ("çünkü",), "id": ("karena", "sebab"), "vi": ("vì",), "ar": ("لأن",), "fa": ("چون", "زیرا"), "hi": ("क्योंकि",),
    "he": ("מפני", "משום", "כי"),
    # Swahili, Tagalog, Malay
    "sw": ("sababu", "kwani"),
    "tl": ("dahil", "kasi", "sapagkat", "palibhasa", "yamang"),
    "ms": ("kerana", "sebab", "memandangkan", "lantaran"),
}
# Sentence adverbials of several words that stand where an auxiliary may ("is in fact not 5", "n'est en
# fait pas 5", "không bao giờ là 5"): read as one token, an auxiliary, so that none of their words alone
# ("in", "of", "at") is read as one and bridges a phrase ("Nothing in the problem excludes 35").
SENTENCE_ADVERBIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("in fact", "at all", "of course", "in truth", "in reality"), "fr": ("en fait", "bien sûr", "en réalité"),
    "es": ("en realidad", "de hecho", "por supuesto"), "it": ("in realtà", "di fatto", "di certo"),
    "pt": ("na verdade", "de fato", "com certeza", "é claro"), "pl": ("na pewno", "w ogóle"),
    "vi": ("có thể", "bao giờ"),
}
# Words that may stand between a value and a negator that denies it ("\boxed{8} is not possible", "3 can
# never be reached", "5 wird nie erreicht"): copulas, auxiliaries, modals and sentence adverbs.
AUXILIARIES: Dict[str, Tuple[str, ...]] = {
    "en": ("is", "was", "are", "were", "be", "been", "being", "will", "would", "can", "could", "may", "might", "must", "should",
           "shall", "does", "do", "did", "has", "have", "had", "ever", "actually", "really", "indeed", "truly", "certainly",
           "definitely", "clearly", "obviously", "also", "even", "still", "simply", "surely", "unfortunately", "sadly"),
    "fr": ("est", "sont", "sera", "seront", "serait", "était", "être", "peut", "peuvent", "pourrait", "pourraient", "doit", "devrait",
           "saurait", "sauraient", "certainement", "évidemment"),
    "de": ("ist", "sind", "wird", "wäre", "war", "kann", "könnte", "muss", "sollte", "darf", "sein", "werden", "sicher", "natürlich", "doch",
           "allerdings", "jedoch", "leider"),
    "es": ("es", "será", "sería", "era", "fue", "ser", "puede", "podría", "debe", "debería", "está", "lamentablemente", "desgraciadamente"),
    "it": ("è", "sarà", "sarebbe", "era", "fu", "essere", "può", "potrebbe", "deve", "dovrebbe", "purtroppo",
           "ci", "vi"),  # (the clitics of existence in the verb group: "non ci può essere alcun errore")
    "pt": ("é", "será", "seria", "era", "foi", "ser", "pode", "poderia", "deve", "deveria", "está", "infelizmente"),
    "ru": ("быть", "будет", "был", "была", "было", "может", "могло", "является", "это", "вовсе", "же"),
    "tr": ("ise", "bile"), "vi": ("là", "thì"), "id": ("adalah", "akan", "bisa", "dapat", "pernah"),
    "ar": ("هو", "هي", "يكون", "تكون"), "fa": ("است", "هست"), "he": ("הוא", "היא"), "hi": ("है", "था", "हो", "सकता"), "bn": ("হয়", "হতে", "পারে", "পারবে"),
    "ta": ("ஆக", "இருக்க", "இருக்கும்"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("być", "jest", "był", "była", "było", "będzie", "byłoby", "może", "mogą", "musi", "powinno", "niestety"),
    "uk": ("бути", "є", "буде", "був", "була", "було", "може", "могло", "це", "зовсім", "ж"),
    "nl": ("is", "was", "wordt", "zou", "kan", "kon", "moet", "zijn", "worden", "zeker", "natuurlijk", "wel"),
    "sv": ("är", "var", "blir", "skulle", "kan", "kunde", "måste", "bör", "vara", "bli", "säkert"),
    "el": ("είναι", "ήταν", "θα", "να", "μπορεί", "πρέπει", "σίγουρα", "βέβαια"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("byl", "byla", "bylo", "bude", "být", "může", "musí", "určitě", "jistě"),
    "ro": ("este", "era", "fost", "fi", "poate", "trebuie", "sigur"),
    "hu": ("lenni", "lesz", "lenne", "volna", "lehet", "biztosan"),
    "fi": ("ole", "ollut", "olla", "voi", "voida", "varmasti", "todellakaan"),
    "da": ("er", "var", "bliver", "ville", "kan", "kunne", "må", "skal", "være", "blive", "sikkert"),
    "nb": ("er", "var", "blir", "ville", "kan", "kunne", "må", "skal", "være", "bli", "sikkert"),
    # Swahili, Tagalog, Malay
    "sw": ("ni", "kuwa", "ilikuwa", "itakuwa", "inaweza"),
    "tl": ("ay", "talaga", "nga", "naman"),
    "ms": ("ialah", "adalah", "akan", "boleh", "dapat", "pernah", "memang", "sememangnya"),
}
# Words a negated claim of validity holds after the answer ("\boxed{40}, which cannot be right"): the
# claim denies the answer even across a relative clause.
# Verbs of existence, words of validity too ("4 never occurs", "no such number exists"): with a noun phrase of its own
# after it, one says that something new exists ("Forse esiste un argomento più elegante"), no claim about the answer.
EXISTENCE_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("exists", "exist"), "fr": ("existe",), "de": ("existiert",), "es": ("existe",),
    "it": ("esiste",), "pt": ("existe",), "ru": ("существует",), "pl": ("istnieje",),
    "nl": ("bestaat",), "el": ("υπάρχει",), "cs": ("existuje",), "ro": ("există",),
    "ja": ("存在",), "zh": ("存在",), "ko": ("존재",), "sk": ("existuje",),
}
VALIDITY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("right", "correct", "true", "valid", "possible", "attainable", "achievable", "reachable", "reached", "attained",
           "attain", "attains", "reaches", "achieves", "allowed", "admissible", "permitted",
           "achieved", "answer", "solution", "work", "works", "hold", "holds", "acceptable", "accurate", "sound", "sure", "final", "taken",
           "satisfies", "satisfy", "satisfying", "fits", "fit", "meet", "meets", "fulfils", "fulfills", "fulfil", "fulfill",
           # occurring, existing: "4 never occurs", "a remainder of 4 cannot arise"
           "occurs", "occur", "arises", "arise", "happens", "happen"),
    "fr": ("juste", "justes", "correct", "correcte", "corrects", "correctes", "vrai", "vraie", "valide", "possible", "atteint", "atteinte", "réponse", "solution", "satisfait",
           "convient", "convenir", "fonctionner", "satisfont", "remplit", "respecte", "conviennent", "vérifie", "vérifient", "survient", "arrive", "tient", "tiennent", "fonctionne", "marche"),
    "de": ("richtig", "korrekt", "wahr", "gültig", "möglich", "erreicht", "antwort", "lösung", "stimmt", "frage", "erfüllt", "passt", "aufgeht", "erfüllen", "genügt", "stimmen", "passen",
           "vorkommt", "vorkommen", "auftritt", "auftreten", "eintritt", "gilt", "funktioniert", "klappt"),
    "es": ("correcto", "correcta", "correctos", "correctas", "cierto", "verdadero", "válido", "posible", "alcanzado", "respuesta", "solución", "cumple", "satisface",
           "sostiene", "cumplen", "satisfacen", "encaja", "funcionar", "ocurre", "sucede", "aparece", "funciona"),
    "it": ("corretto", "corretta", "corretti", "corrette", "giusto", "giusta", "giusti", "giuste", "vero", "valido", "possibile", "raggiunto", "risposta", "soluzione", "soddisfa", "torna", "quadra", "regge", "soddisfano", "rispetta", "funzionare", "accade", "capita", "funziona", "ammesso", "ammessa", "ammissibile", "consentito", "consentita", "raggiungibile", "ottenuto", "verifica"),
    "pt": ("correto", "correta", "corretos", "corretas", "certo", "certa", "verdadeiro", "válido", "possível", "atingido", "resposta", "solução", "satisfaz", "cumpre",
           "bate", "serve", "fecha", "atende", "atendem", "satisfazem", "cumprem", "passa", "ocorre", "acontece", "funciona"),
    "ru": ("верно", "верный", "верен", "верна", "верны", "правильно", "правильный", "правилен", "правильна", "правильны", "возможно", "достигается", "ответ",
           "решение", "получается", "получиться", "выходит", "выйти", "сходится", "верным", "правильным", "принимается", "достигается",
           "подходит", "годится", "удовлетворяет", "встречается", "бывает", "возникает"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("uznać", "uznana", "uznany", "zaliczyć", "poprawne", "poprawny", "poprawna", "prawidłowe", "prawidłowy", "prawdziwe", "możliwe", "odpowiedź", "rozwiązanie", "słuszne", "zgadza", "spełnia", "osiągana", "osiągane", "osiągany", "osiągnięta", "osiągnięte", "osiągnięty", "osiąga", "działa", "pasuje", "występuje", "zachodzi"),
    "uk": ("правильно", "правильний", "вірно", "можливо", "відповідь", "розв'язок", "підходить", "задовольняє"),
    "nl": ("juist", "correct", "goed", "waar", "geldig", "mogelijk", "antwoord", "oplossing", "klopt", "voldoet", "werkt", "geldt", "bereikt"),
    "sv": ("rätt", "korrekt", "riktigt", "sant", "giltig", "möjligt", "svaret", "lösning", "stämmer"),
    "el": ("σωστό", "σωστή", "σωστός", "αληθές", "έγκυρο", "δυνατό", "απάντηση", "λύση", "ισχύει", "βγαίνει", "ικανοποιεί", "επιτυγχάνεται", "επαληθεύει", "επιτρέπεται", "λειτουργεί", "συμβαίνει", "εμφανίζεται", "ικανοποιείται"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("správně", "správný", "správná", "správné", "pravda", "platné", "platí", "možné", "odpověď", "řešení", "dosažena", "dosaženo", "dosažen", "nastává", "potvrdit", "ověřit")
          + PREFIX_NEGATED_VALIDITY["cs"] + _PREFIX_NEGATED["cs"],
    "ro": ("corect", "corectă", "adevărat", "valid", "validă", "posibil", "răspunsul", "soluția", "soluţia", "verifică", "satisface", "atinsă", "atins", "atinge", "permisă", "permis", "funcționează", "apare"),
    "hu": ("helyes", "jó", "igaz", "érvényes", "lehetséges", "válasz", "megoldás", "stimmel", "teljesíti", "teljesül", "elérhető", "érhető", "kielégíti", "megengedett", "felvehető", "előfordul", "létezik", "működik"),
    "fi": ("oikein", "oikea", "totta", "pätevä", "mahdollinen", "vastaus", "ratkaisu", "toteuta", "toteuttaa", "täytä", "täyttää", "saavuteta", "saavutetaan", "saavuttaa", "kelpaa", "päde", "pätee", "toimi", "toimii", "esiinny", "esiintyy"),
    "da": ("rigtigt", "korrekt", "sandt", "gyldig", "muligt", "svaret", "løsning", "stemmer"),
    "nb": ("riktig", "korrekt", "sant", "gyldig", "mulig", "svaret", "løsning", "stemmer"),
    # the languages beyond: Turkish, Indonesian, Arabic, Persian, Hebrew, Hindi, Bengali
    "tr": ("doğru", "geçerli", "mümkün", "cevap", "yanıt", "çözüm", "elde", "sağlar", "sağlamaz", "ulaşılır", "erişilir", "geçerlidir", "izin"), "id": ("benar", "valid", "mungkin", "jawaban", "solusi", "memenuhi"),
    "ar": ("صحيح", "صحيحة", "الصحيح", "الصحيحة", "ممكن", "الجواب", "الحل", "يحقق", "تحقق", "يستوفي", "تتحقق", "يتحقق", "مسموح", "مسموحة", "يصلح", "تصلح", "يوجد", "توجد", "يحدث", "يُبلغ", "تُبلغ", "يبلغ", "تبلغ"), "fa": ("درست", "صحیح", "ممکن", "پاسخ", "جواب", "برآورده", "صدق", "قبول", "برقرار", "آید", "مجاز", "صادق", "رخ"),
    "he": ("נכון", "אפשרי", "התשובה", "תשובה", "פתרון", "מקיים", "מקיימת", "מתאים", "מתאימה", "מתקבל", "מתקבלת", "מושג"), "hi": ("सही", "संभव", "उत्तर", "पूरा", "पूरी", "संतुष्ट", "प्राप्त", "मान्य", "अनुमत", "लागू"), "bn": ("সঠিক", "সম্ভব", "উত্তর", "সন্তুষ্ট", "প্রাপ্ত", "বৈধ", "পূরণ"),
    "vi": ("đúng", "thỏa", "thoả", "đạt", "lệ", "xảy", "tồn", "phép"),
    # inside a run of the scripts without spaces, and Korean words with their particles ("답이", "20は答えではない")
    "ja": ("答え", "正解", "正し", "あり得", "ありえ", "可能", "満た", "合わ", "合い", "達成", "到達", "取り得", "とり得", "成り立", "成立"),
    "zh": ("答案", "正确", "正確", "可能", "成立", "满足", "滿足", "符合", "取到", "取得到", "达到", "達到", "取不到", "达不到", "達不到", "發生", "发生"),
    "ko": ("답", "정답", "맞", "가능", "성립", "만족", "달성", "도달", "발생"), "th": ("คำตอบ", "ถูกต้อง"),
    # Swahili, Tagalog, Malay
    "sw": ("sahihi", "kweli", "inawezekana", "jibu", "suluhisho", "inafaa", "linafaa"),
    "tl": ("tama", "totoo", "wasto", "posible", "sagot", "solusyon", "tumpak", "gumagana"),
    "ms": ("betul", "tepat", "benar", "sah", "mungkin", "jawapan", "penyelesaian", "munasabah"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("točno", "točan", "točna", "ispravno", "ispravan", "ispravna", "istina", "moguće", "odgovor", "rješenje"),
    "sk": ("správne", "správny", "správna", "pravda", "platné", "platí", "možné", "odpoveď", "riešenie", "dosiahnutá", "dosiahnuté", "dosiahnutý", "nastáva")
          + PREFIX_NEGATED_VALIDITY["sk"] + _PREFIX_NEGATED["sk"],
    "et": ("õige", "õigesti", "tõene", "kehtiv", "võimalik", "vastus", "lahend", "lahendus"),
    "lt": ("teisinga", "teisingas", "teisingai", "tiesa", "galimas", "galima", "atsakymas", "sprendinys", "tinka"),
    "ca": ("correcte", "correcta", "cert", "certa", "vàlid", "vàlida", "possible", "resposta", "solució"),
    "is": ("rétt", "réttur", "gilt", "mögulegt", "svarið", "lausn", "lausnin", "stenst"),
    "sq": ("saktë", "drejtë", "vërtetë", "vlefshme", "mundur", "përgjigjja", "zgjidhja", "zgjidhje"),
}
for _language, _verbs in EXISTENCE_VERBS.items():
    VALIDITY_WORDS[_language] = VALIDITY_WORDS.get(_language, ()) + _verbs

# Whole rests of the answer's sentence that qualify nothing ("\boxed{36} in total"): neutral after the
# final answer in the reward setting, although they open with an adjunct's word.
NEUTRAL_ADJUNCTS: Dict[str, Tuple[str, ...]] = {
    "en": ("in total", "in all", "altogether", "all together", "overall", "total", "after all", "in the end",
           "of them", "of these", "of those", "in all of them"),  # a partitive pronoun: "there are \boxed{4} of them"
    "fr": ("au total", "en tout", "d'entre eux", "d'entre elles"), "de": ("insgesamt", "im ganzen", "in summe", "davon", "von ihnen"),
    "es": ("en total", "en todo", "de ellos", "de ellas"),
    "it": ("in totale", "in tutto", "di loro", "di essi"), "pt": ("no total", "ao todo", "em total", "deles", "delas"),
    "ru": ("всего", "в сумме", "итого", "из них"),
    # Swahili, Tagalog, Malay
    "sw": ("kwa jumla", "kwa ujumla", "jumla"),
    "tl": ("sa kabuuan", "sa lahat"),
    "ms": ("kesemuanya", "semuanya", "secara keseluruhan", "keseluruhannya"),
}

# --- Notes after the final answer, at any distance (extract/notes.py) ----------------------------
# Verbs of the reader's wish: a condition of one ("If you want,", "Se quiser,", "Si vous voulez,") opens a courtesy, an offer
# of more help, not a case of the problem (extract/offers.py).
# Words that point forward at what follows them ("the value below", "What follows", "la valeur ci-dessous", "次の値"): a
# sentence before the final answer that denies what they point at denies the answer (extract/cataphors.py).  The words of
# the scripts without spaces are found inside words.
CATAPHORS: Dict[str, Tuple[str, ...]] = {
    "en": ("below", "following", "follows", "underneath"), "fr": ("ci-dessous", "suivante", "suivant", "suit", "dessous"),
    "de": ("folgende", "folgenden", "folgender", "folgendes", "unten", "folgt", "nachstehende", "nachstehenden"),
    "es": ("siguiente", "continuación", "abajo"), "it": ("seguente", "sotto", "segue"), "pt": ("seguinte", "abaixo", "segue"),
    "ru": ("ниже", "следующее", "следующий", "следующая", "следующем"), "pl": ("poniżej", "poniższa", "poniższy", "następująca"),
    "nl": ("hieronder", "volgende"), "tr": ("aşağıdaki",), "zh": ("下面", "以下", "下方"), "ja": ("次の", "以下の", "下の"),
    "ko": ("아래", "다음"),
}
# Requests to the reader that open a sentence ("Let me know if you'd like to explore the formula $1 - (5/6)^n$ further"):
# with a verb of wish, the sentence offers help, no value of the problem (extract/offers.asks_the_readers_wish).
READER_REQUESTS: Dict[str, Tuple[str, ...]] = {
    "en": ("let me know", "tell me", "feel free"), "de": ("sag mir", "sagen sie mir", "lass mich wissen", "lassen sie mich wissen", "gib bescheid", "geben sie bescheid"),
    "fr": ("dites-moi", "dis-moi", "faites-moi savoir", "fais-moi savoir", "n'hésitez pas"), "es": ("dime", "dígame", "avísame", "avíseme", "no dudes en"),
    "it": ("dimmi", "mi dica", "fammi sapere", "mi faccia sapere"), "pt": ("diga-me", "me diga", "avise-me", "me avise"),
    "ru": ("дайте знать", "дай знать", "скажите", "сообщите"),
}
WISH_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("want", "like", "wish", "prefer", "interested"), "fr": ("voulez", "veux", "souhaitez", "souhaites"),
    "de": ("willst", "möchtest", "möchten", "wollen", "wünschst", "wünschen"), "es": ("quieres", "quiere", "quieren", "deseas", "desea", "prefieres"),
    "it": ("vuoi", "vuole", "volete", "desideri", "desidera"), "pt": ("quiser", "quiserem", "desejar", "preferir"),
    "ru": ("хотите", "хочешь", "желаете"), "uk": ("хочете", "бажаєте"), "pl": ("chcesz", "chcecie"), "nl": ("wilt", "wil"),
    "sv": ("vill",), "tr": ("isterseniz", "istersen"), "id": ("mau", "ingin"),
}
# Markers of an example: the case it names illustrates a general remark ("ad esempio, per n = 4 si ha 16"), its value no
# answer under a condition (extract/offers.py).
EXAMPLE_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("for example", "for instance", "e.g."), "fr": ("par exemple",), "de": ("zum beispiel", "z. b.", "z.b.", "beispielsweise"),
    "es": ("por ejemplo",), "it": ("ad esempio", "per esempio", "ad es."), "pt": ("por exemplo",), "ru": ("например",),
    "uk": ("наприклад",), "pl": ("na przykład", "np."), "nl": ("bijvoorbeeld",), "sv": ("till exempel", "t.ex."), "tr": ("örneğin",),
    "id": ("misalnya", "contohnya"), "vi": ("ví dụ", "chẳng hạn"), "zh": ("例如", "比如"), "ja": ("例えば", "たとえば"), "ko": ("예를 들어",),
}
# Endings of the conditional mood, for the verbs OFFERING_MARKERS does not list ("si arriverebbe a 48"):
# only endings no other form has.  Italian's are its own.  French "-rait", "-raient", "-rions" are also
# the imperfect of verbs whose stem ends in r ("comparait", "ouvraient") and end nouns ("portrait"); with
# an unaccented e before the r they are the conditional of the -er verbs ("trouverait", "compterions"),
# since no verb's stem ends in that e ("considérait" has é).  Spanish "-ríamos" is also an imperfect
# ("descubríamos"); "-aría" is not, since -ar verbs make their imperfect in "-aba" ("contaría").
CONDITIONAL_ENDINGS: Dict[str, Tuple[str, ...]] = {
    "it": ("rebbe", "rebbero", "remmo", "resti", "rei"),
    "fr": ("erait", "eraient", "erions", "eriez"),
    "es": ("aría", "arían", "aríamos"),
    # Polish: the l-participle with the particle "by" ("wynosiłby", "byłaby", "dałoby", "wyszliby")
    "pl": ("łby", "łaby", "łoby", "liby", "łyby"),
}
# Modals that offer what they link (the epistemic ones: "\boxed{30} might be the answer", "30 könnte die Antwort
# sein"); the root modals of ability ("can", "kann") state a property ("30 can be reached in one way").
OFFERING_MODALS: Dict[str, Tuple[str, ...]] = {
    "en": ("could", "may", "might"), "de": ("könnte", "könnten", "dürfte"), "sv": ("torde",), "fr": ("pourrait", "pourraient"),
    "es": ("podría", "podrían"), "it": ("potrebbe", "potrebbero"), "pt": ("poderia", "poderiam"), "nl": ("kon", "konden", "mocht"),
    "ru": ("мог", "могла", "могло", "могли", "может"), "uk": ("може",), "pl": ("mógłby", "mogłaby", "mogłoby", "może"), "hi": ("सकता", "सकती", "सकते"),
}
# A later sentence that states another value as a hypothetical or another reading ("were the balls
# distinct, 120 would result", "one could argue for 7") offers it: a hedge.  These words mark the value
# as offered (moods and adverbs of alternatives); scripts without spaces match inside words.
OFFERING_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("would", "'d", "alternatively", "alternative", "otherwise", "arguably", "defensible",
           "another", "either", "though", "although",
           # acceptability said of another value ("45 seems just as plausible"): another possibility (not
           # "possible" or "valid", which name the answer's own range: "the smallest possible value")
           "plausible", "reasonable", "acceptable", "admissible"),
    "fr": ("serait", "serais", "seraient", "sinon", "autrement", "aurait", "donnerait", "obtiendrait",
           "obtiendrions", "deviendrait", "vaudrait", "passerait", "plausible", "acceptable", "envisageable", "défendable",
           "alternativement", "quoique"),
    "de": ("wäre", "wären", "würde", "würden", "sonst", "alternativ", "hätte", "hätten", "ergäbe", "ergäben",
           "käme", "kämen", "plausibel", "denkbar", "vertretbar", "zulässig", "annehmbar", "obwohl"),
    "es": ("sería", "serían", "alternativamente", "daría", "habría", "pasaría", "resultaría", "quedaría",
           "saldría", "tendría", "obtendría", "obtendríamos", "plausible", "aceptable", "defendible", "alternativa", "aunque"),
    "it": ("sarebbe", "sarebbero", "altrimenti", "darebbe", "avrebbe", "diventerebbe", "risulterebbe",
           "otterremmo", "varrebbe", "plausibile", "accettabile", "difendibile", "alternativa", "alternativamente", "sebbene", "benché"),
    "pt": ("seria", "seriam", "senão", "daria", "teria", "passaria", "resultaria", "ficaria", "obteríamos",
           "plausível", "aceitável", "defensável", "alternativamente", "alternativa", "embora"),
    "ru": ("бы", "иначе", "альтернативно", "можно", "правдоподобно", "допустимо", "приемлемо", "приемлемый", "приемлемым", "хотя"),
    "tr": ("olurdu", "olabilir", "alternatif", "makul", "savunulabilir", "edilebilir"), "vi": ("sẽ", "hoặc"), "id": ("akan", "bisa", "wajar", "alternatifnya"),
    # (with the words of acceptability: "यह भी एक स्वीकार्य उत्तर है", this too is an acceptable answer)
    "ar": ("لو", "لكان", "مقبول", "مقبولة", "معقول", "معقولة", "كبديل"), "fa": ("اگر", "میشد", "پذیرفتنی", "معقول"),
    "he": ("היה", "סביר", "סבירה", "קביל", "קבילה", "לחלופין"), "hi": ("होता", "स्वीकार्य", "उचित", "वैकल्पिक"),
    # the scripts without spaces keep their additive words here, read inside words ("也", "도", "ก็")
    "zh": ("如果", "若", "也", "或者", "否则", "则会", "就会", "的话", "说得通", "讲得通", "合理", "可以接受"), "ja": ("なら", "ならば", "とも", "あるいは", "場合", "こちらも", "これも", "それも", "可能性もあ"),
    "ko": ("다면", "라면", "도", "타당"), "th": ("ถ้า", "ก็"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("byłoby", "byłaby", "byłby", "inaczej", "alternatywnie", "dopuszczalne", "dopuszczalna", "akceptowalne", "akceptowalna"),
    "uk": ("би", "інакше", "альтернативно", "можна"),
    "nl": ("zou", "zouden", "kunnen", "anders", "alternatief", "verdedigbaar", "verdedigen", "aanvaardbaar", "plausibel"),
    "sv": ("skulle", "kunde", "annars", "alternativt", "vore", "försvarbart", "rimligt"),
    "el": ("θα", "αλλιώς", "εναλλακτικά", "διαφορετικά"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("bychom", "bys", "byste", "jinak", "alternativně"),
    "ro": ("fi", "putea", "altfel", "alternativ"),
    "hu": ("lenne", "lennének", "volna", "lehetne", "kapnánk", "adódna", "különben", "egyébként", "alternatívaként"),
    "fi": ("olisi", "olisivat", "voisi", "voisivat", "saisimme", "tulisi", "muuten", "vaihtoehtoisesti"),
    "da": ("ville", "kunne", "ellers", "alternativt"),
    "nb": ("ville", "kunne", "ellers", "alternativt"),
    # Swahili, Tagalog, Malay
    "sw": ("vinginevyo", "ingekuwa", "tungepata", "ungepata", "ingeweza", "mbadala"),
    "tl": ("maaari", "puwede", "magiging", "alternatibo"), "bn": ("হতো", "যুক্তিসঙ্গত", "গ্রহণযোগ্য", "বিকল্পভাবে"),  # (one entry: a second "bn" key had replaced the first)
    "ms": ("boleh", "alternatif"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("bih", "biste", "inače", "alternativno"),
    "sk": ("alternatívne", "prípadne"),
    "et": ("oleks", "oleksid", "võiks", "saaksime", "muidu", "alternatiivselt"),
    "lt": ("būtų", "galėtų", "gautume", "alternatyviai"),
    "ca": ("seria", "serien", "podria", "podrien", "altrament", "alternativament", "donaria", "tindríem", "obtindríem", "plausible", "acceptable"),
    "is": ("væri", "gæti", "gætu", "fengjum", "annars"),
    "sq": ("përndryshe",),
}
# (with the offering modals, listed once above)
OFFERING_MARKERS = {language: tuple(dict.fromkeys(OFFERING_MARKERS.get(language, ()) + OFFERING_MODALS.get(language, ())))
                    for language in {**OFFERING_MARKERS, **OFFERING_MODALS}}
# Additive adverbs offer another value only when they bear on it: the value follows them in their clause
# ("one could also get 21", "we also obtain 21"), or precedes them with a word of validity after them
# ("21 also works", "21 is also correct"); "21 also includes the diagonal" describes a mistaken value and
# offers nothing, and neither does a sentence they open ("Also, ...").
ADDITIVE_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("also", "likewise", "equally", "too"), "fr": ("aussi", "également"), "de": ("auch", "ebenfalls"), "es": ("también",),
    "it": ("anche",), "pt": ("também",), "ru": ("также", "тоже"), "tr": ("ayrıca",), "vi": ("cũng",), "id": ("juga",),
    "ar": ("أيضا", "أيضًا", "أيضاً"), "fa": ("همچنین",), "he": ("גם",), "hi": ("भी",), "bn": ("ও",),
    # Polish, Ukrainian, Dutch, Swedish, Greek; Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "pl": ("również", "także", "też"), "uk": ("також", "теж"), "nl": ("ook", "eveneens"), "sv": ("också", "även"), "el": ("επίσης",),
    "cs": ("také", "též", "rovněž"), "ro": ("asemenea",), "hu": ("szintén", "ugyancsak"), "fi": ("myös",), "da": ("også",),
    "nb": ("også",),
    # Swahili, Tagalog, Malay
    "sw": ("pia",),
    "tl": ("rin",),
    "ms": ("juga", "pula"),
}
# Words that open a condition clause in a later note ("If order matters, ...", "..., если порядок важен"):
# a value other than the answer's stated in the clause that the condition governs is offered under that
# condition, a hedge (extract/notes.py reads the structure: the opener starts the sentence and a comma
# closes its clause before the value, or the opener follows the value).  Entries of the scripts without
# spaces and Korean endings match inside a word, before the value.
CONDITION_OPENERS: Dict[str, Tuple[str, ...]] = {
    # with the words of a dependency on a reading, a condition too ("Depending on how the roles are read, 336
    # holds as well", "Tùy cách hiểu đề, 336 cũng ...", "問題の解釈によっては336も..."), whose value holds under it
    "en": ("if", "unless", "depending", "provided", "providing", "assuming", "supposing", "barring"), "de": ("wenn", "falls", "sofern", "vorausgesetzt", "angenommen"),
    "fr": ("si", "s'il", "s'ils", "pourvu", "supposant", "sauf"), "es": ("si", "dependiendo", "suponiendo", "salvo"),
    "it": ("se", "qualora", "supponendo", "purché", "salvo"), "pt": ("se", "dependendo", "supondo", "salvo"), "ru": ("если", "зависимости"),
    "tr": ("eğer",), "vi": ("nếu", "tùy", "tuỳ"), "id": ("jika", "kalau", "apabila", "tergantung", "seandainya", "andaikan", "andaikata"), "ar": ("إذا", "اذا", "لو", "تبعًا", "تبعا"), "fa": ("اگر",),
    "he": ("אם",), "hi": ("अगर", "यदि"), "bn": ("যদি",),
    "zh": ("如果", "假如", "要是", "若是", "取决于", "的话"), "ja": ("もし", "ならば", "なら", "であれば", "ければ", "れば", "によっては"), "ko": ("만약", "다면", "라면", "하면", "으면"),
    # Polish, Ukrainian, Dutch (not "als", German "as"), Swedish (not "om", also "about"), Greek, Thai
    "pl": ("jeśli", "jeżeli", "gdyby", "jeśliby", "zależności"), "uk": ("якщо", "якби", "залежно"), "nl": ("indien", "mits", "afhankelijk", "wanneer", "tenzij"),
    "sv": ("ifall", "såvida", "beroende"), "el": ("αν", "εάν", "άμα"), "th": ("ถ้า", "หาก", "ถ้าหาก"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("pokud", "jestliže", "jestli", "kdyby", "kdybychom"),
    "ro": ("dacă",),
    "hu": ("amennyiben", "hogyha", "ha"),
    "fi": ("jos", "mikäli"),
    "da": ("hvis", "såfremt"),
    "nb": ("hvis", "dersom"),
    # Swahili, Tagalog, Malay
    "sw": ("ikiwa", "kama", "iwapo", "endapo"),
    "tl": ("kung", "kapag"),
    "ms": ("jika", "kalau", "sekiranya", "jikalau", "apabila", "andainya", "bergantung", "tergantung"),
    # Croatian, Slovak, Estonian, Lithuanian, Catalan, Icelandic, Albanian
    "hr": ("ukoliko", "ovisno"),
    "sk": ("pokiaľ", "keby", "závislosti"),
    "et": ("juhul", "olenevalt"),
    "lt": ("jei", "jeigu", "priklausomai"),
    "ca": ("si", "depenent"),
    "is": (),
    "sq": ("nëse", "varësisht"),
}
# Condition openers that are read only where they open the sentence, past a lead, with a comma closing their clause:
# elsewhere they are other words (Dutch "als" is also "as" and German "als", Swedish "om" also "about"):
# "Als de volgorde niet uitmaakt, is het antwoord 120", "Om ordningen räknas, blir svaret 120"; and the free relatives
# that stand for a condition there, the subject of its consequence ("Wer die Rollen unterscheidet, kommt auf 20": whoever
# tells them apart; elsewhere "wie", "chi", "кто" ask or relate).
SENTENCE_FIRST_CONDITION_OPENERS: Dict[str, Tuple[str, ...]] = {
    "nl": ("als", "wie"), "sv": ("om",), "en": ("whoever", "anyone who"), "de": ("wer",), "es": ("quien",), "fr": ("quiconque",),
    "it": ("chi",), "pt": ("quem",), "ru": ("кто",), "pl": ("kto",), "uk": ("хто",),
}
# The subject pronouns of the verb-second languages: a declarative sentence there never opens with its finite verb, so
# one that opens with a verb and one of them, whose clause a comma closes, is a condition ("Zählt man die Diagonalen
# mit, kommt man auf 24", "Telt men de diagonalen mee, dan krijgt men 24", "Räknar man diagonalerna, får man 24").
# Copulas and auxiliaries that open a verb-first condition with any subject in those languages ("Sind die Kugeln
# unterscheidbar, so gibt es 24", "Ist die Reihenfolge wichtig, ergibt sich 90"; extract/suppositions.py).
VERB_FIRST_AUXILIARIES: Dict[str, Tuple[str, ...]] = {
    "de": ("ist", "sind", "wäre", "wären", "war", "waren", "wird", "werden", "würde", "würden", "hat", "haben", "hätte", "hätten",
           "kann", "können", "darf", "dürfen", "muss", "müssen", "soll", "sollen", "sollte", "sollten", "gilt", "gelten"),
    "nl": ("is", "zijn", "was", "waren", "wordt", "worden", "zou", "zouden", "heeft", "hebben", "kan", "kunnen", "moet", "moeten"),
    "sv": ("är", "var", "blir", "skulle", "har", "kan", "ska"), "da": ("er", "var", "bliver", "skulle", "har", "kan"),
    "nb": ("er", "var", "blir", "skulle", "har", "kan"),
}
VERB_FIRST_SUBJECTS: Dict[str, Tuple[str, ...]] = {
    "de": ("man", "wir", "ich", "du", "er", "sie", "es", "ihr"), "nl": ("men", "we", "wij", "je", "jij", "ik", "hij", "ze", "zij", "u"),
    "sv": ("man", "vi", "jag", "du", "ni", "han", "hon"), "da": ("man", "vi", "jeg", "du", "i"), "nb": ("man", "vi", "jeg", "du", "dere"),
}
# The words that open a condition's consequence when no comma closes the condition ("Jika ... maka jumlahnya
# 336", "Kama ... basi idadi ni 336", "If ... then the count is 336"): with one of them, or a noun of the
# quantity asked (RESULT_NOUNS), before its value, a sentence with no comma is conditional all through; with
# neither it is an instruction or a check ("If in doubt count the 4 corners again").
CONSEQUENCE_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("then",), "es": ("entonces",), "fr": ("alors",), "de": ("dann", "so"), "it": ("allora",), "pt": ("então",),
    "ru": ("то", "тогда"), "uk": ("то", "тоді"), "pl": ("to",), "nl": ("dan",), "sv": ("så",), "da": ("så",), "nb": ("så",),
    "el": ("τότε",), "cs": ("pak", "tak"), "ro": ("atunci",), "hu": ("akkor",), "fi": ("niin",), "tr": ("o zaman",),
    "vi": ("thì",), "id": ("maka",), "ms": ("maka",), "sw": ("basi",), "tl": ("ay",), "hi": ("तो",), "fa": ("آنگاه",),
    "ar": ("فإن", "فان"), "he": ("אז",),
}
# Verbs that open a conditional sentence by inversion ("Were the balls distinct, ...", "Should the roles
# differ, ..."): as a sentence's first word they offer its value as a hypothetical.
# Auxiliaries of the counterfactual ("the tally would no longer equal 28"): a denial under them is of a
# hypothetical, not of the answer.
COUNTERFACTUALS: Dict[str, Tuple[str, ...]] = {
    "en": ("would",), "de": ("würde", "würden", "wäre", "wären", "hätte", "hätten", "ergäbe", "ergäben", "käme", "kämen", "läge", "lägen"),
    "fr": ("serait", "seraient", "aurait", "auraient"),
    "es": ("sería", "serían", "habría", "habrían"), "it": ("sarebbe", "sarebbero", "avrebbe", "avrebbero"),
    "pt": ("seria", "seriam", "teria", "teriam", "haveria", "haveriam", "daria", "dariam"), "ru": ("бы",), "nl": ("zou", "zouden"), "sv": ("skulle",), "da": ("ville",), "nb": ("ville",),
    "cs": ("bychom", "byste"), "pl": ("byłby", "byłaby", "byłoby", "wyniósłby", "wyniosłaby", "wyniosłoby"),
}
# Conditions that are counterfactual by their opener ("Kdyby byl úhel pravý", "Gdyby kąt był prosty") or by the conditional
# particle right after it ("Pokud by úhel byl pravý", "Если бы монета была честной"); the particle alone is no word of its own
# ("by" is also English), so it counts only there.
# The clitics of an impersonal modal ("non si può", "no se puede", "não se pode"): inside a negated modal's verb group.
IMPERSONAL_CLITICS: Dict[str, Tuple[str, ...]] = {"it": ("si",), "es": ("se",), "pt": ("se",)}
COUNTERFACTUAL_CONDITIONS: Dict[str, Tuple[str, ...]] = {
    "cs": ("kdyby", "kdybychom", "kdybyste"), "sk": ("keby",), "pl": ("gdyby", "gdybyśmy", "jeśliby", "jeżeliby"), "uk": ("якби",),
}
CONDITIONAL_PARTICLES: Dict[str, Tuple[str, ...]] = {"cs": ("by",), "sk": ("by",), "pl": ("by",), "ru": ("бы",), "uk": ("б", "би")}
# The auxiliaries of a counterfactual past in a condition ("If I had forgotten the corners", "Hätte ich die Ecken vergessen",
# "Si hubiera olvidado"): a mistake supposed under one was not made, and the value it would have given is a named mistake
# (extract/mistakes.py); its antecedent supposes, as one under SUPPOSITIONS does (extract/denials.py).
PAST_COUNTERFACTUALS: Dict[str, Tuple[str, ...]] = {
    "en": ("had",), "de": ("hätte", "hätten"), "fr": ("avais", "avait", "avions", "aviez", "avaient"),
    "es": ("hubiera", "hubiese", "hubiéramos", "hubiésemos", "hubieran"), "it": ("avessi", "avesse", "avessimo", "aveste", "avessero"),
    "pt": ("tivesse", "tivéssemos", "tivessem", "houvesse"), "nl": ("hadden",), "sv": ("hade",), "da": ("havde",), "nb": ("hadde",),
    # the irrealis of the Slavic languages is contrary to fact ("Если бы я забыл разделить на 2, ...")
    "ru": ("бы",), "uk": ("би", "б"), "pl": ("gdybym", "gdybyśmy"),
}
# The same, glued inside a condition's run in the scripts without spaces and Korean: a past time that is over ("假如当初漏掉了…",
# "要是当时忘了…"), a past conditional ending ("数えてしまっていたら", "잊었더라면").
GLUED_PAST_COUNTERFACTUALS: Dict[str, Tuple[str, ...]] = {
    "zh": ("当初", "當初", "当时", "當時"), "ja": ("ていたら", "でいたら", "ていれば"), "ko": ("더라면",),
}
# Verbs of obtaining a result: with the writer as their subject and another value as their object at the end
# of a sentence after the answer, the writer states a second result of its own ("The total is \boxed{30}, but I
# get 28.", "Recounting, I get 28.", "maar zelf kom ik op 28", "mais moi je trouve 28"; extract/reassignments.py).
OBTAINING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("get", "gets", "got", "obtain", "obtained", "find", "arrive", "end", "come", "reach", "count", "make"),
    "de": ("komme", "kommen", "erhalte", "erhalten", "bekomme", "bekommen", "kriege", "zähle", "lande"),
    "fr": ("trouve", "trouvons", "obtiens", "obtenons", "arrive", "arrivons", "tombe", "compte"),
    "es": ("obtengo", "obtenemos", "llego", "llegamos", "saco", "cuento", "sale"), "it": ("ottengo", "otteniamo", "trovo", "troviamo", "arrivo", "conto"),
    "pt": ("obtenho", "obtemos", "chego", "chegamos", "encontro", "conto"), "nl": ("kom", "komen", "krijg", "krijgen", "vind", "tel"),
    "ru": ("получаю", "получаем", "получил", "получила", "насчитал", "насчитала", "выходит", "получается"), "pl": ("otrzymuję", "dostaję", "uzyskuję", "wychodzi", "liczę"),
    "sv": ("får", "kommer"), "tr": ("buluyorum", "buldum"), "id": ("mendapatkan", "mendapat", "memperoleh"),
    "el": ("βρήκα", "βρίσκω", "πήρα", "παίρνω"),
}
# Words that make the writer's noun an earlier attempt ("my first count", "our earlier total", "mi primer recuento",
# "我第一次的结果"), and words that point at the work above as what corrects it ("the count above fixes that",
# "el recuento de arriba", "上面的计数"): a withdrawal of the one, with the other after it, withdraws nothing of the
# answer (extract/notes.py).
EARLIER_ATTEMPTS: Dict[str, Tuple[str, ...]] = {
    "en": ("first", "earlier", "initial", "previous", "draft", "initially", "originally", "previously"),
    "es": ("primer", "primera", "anterior", "inicial", "borrador", "inicialmente", "originalmente"),
    "it": ("primo", "prima", "precedente", "iniziale", "bozza", "inizialmente"),
    "fr": ("premier", "première", "précédent", "précédente", "initial", "brouillon", "initialement", "d'abord", "auparavant"),
    "de": ("erste", "ersten", "erstes", "frühere", "früheres", "vorherige", "anfängliche", "entwurf", "zunächst", "anfangs", "ursprünglich", "zuerst", "vorhin", "vorher"),
    "pt": ("primeiro", "primeira", "anterior", "inicial", "rascunho", "inicialmente", "originalmente"),
    "ru": ("первый", "первая", "первое", "первоначальный", "прежний", "сначала", "изначально", "поначалу", "ранее", "раньше"),
    "uk": ("перший", "перша", "перше", "попередній"), "pl": ("pierwszy", "pierwsza", "pierwsze", "wcześniejszy", "wcześniej", "początkowo", "najpierw"),
    "nl": ("eerste", "eerdere", "aanvankelijk", "eerst"), "sv": ("först", "ursprungligen"),
    "zh": ("第一次", "最初", "之前的", "原来的"), "ja": ("最初", "前回", "以前"), "ko": ("처음", "이전"),
}
WORK_ABOVE: Dict[str, Tuple[str, ...]] = {
    "en": ("above",), "es": ("arriba",), "it": ("sopra",), "fr": ("ci-dessus", "dessus"), "de": ("oben",), "pt": ("acima",),
    "ru": ("выше",), "uk": ("вище",), "pl": ("powyżej",), "nl": ("hierboven",), "zh": ("上面", "上述"), "ja": ("上の", "上で", "上記"),
    "ko": ("위의", "위에서"),
}
# The irrealis of a supposition in the antecedent of a conditional ("If this count were wrong, ...", "Si este valor
# fuera incorrecto, ..."): a withdrawal inside it is supposed, not stated (extract/notes.py).
SUPPOSITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("were",), "pl": ("gdyby", "gdybyśmy"), "es": ("fuera", "fueran", "fuese", "fuesen"), "fr": ("était", "étaient"), "it": ("fosse", "fossero"),
    "pt": ("fosse", "fossem"), "de": ("wäre", "wären"), "ru": ("бы",), "nl": ("zou", "zouden"),
}
INVERTED_CONDITIONALS: Dict[str, Tuple[str, ...]] = {
    "en": ("were", "had", "should"), "de": ("wäre", "wären", "hätte", "hätten", "sollte", "sollten", "würde", "würden"),
}
# Words that open an adjunct rather than complete the answer's noun phrase ("\boxed{36} in most
# textbooks", "\boxed{36} for now", "\boxed{36}, I think"): in the reward setting the rest of the
# answer's sentence may not start with one.
ADJUNCT_OPENERS: Dict[str, Tuple[str, ...]] = {
    "en": ("in", "on", "at", "by", "for", "from", "according", "under", "over", "with", "without", "per", "as",
           "after", "before", "depending", "based", "assuming", "given", "except", "unless", "if", "though", "although",
           "or", "but", "so", "now", "then", "here", "there", "roughly", "about", "around", "nearly", "almost", "i", "we",
           "you", "it", "this", "that", "which", "probably", "maybe", "perhaps", "likely"),
    "fr": ("en", "dans", "selon", "pour", "sous", "avec", "sans", "je", "nous", "peut-être", "ou", "mais"),
    "de": ("in", "im", "nach", "laut", "für", "unter", "mit", "ohne", "ich", "wir", "vielleicht", "oder", "aber"),
    "es": ("en", "según", "para", "por", "bajo", "con", "sin", "yo", "creo", "quizás", "o", "pero"),
    "it": ("in", "secondo", "per", "sotto", "con", "senza", "io", "credo", "forse", "o", "ma"),
    "pt": ("em", "segundo", "para", "por", "sob", "com", "sem", "eu", "acho", "talvez", "ou", "mas"),
    "ru": ("в", "по", "для", "под", "с", "без", "я", "думаю", "наверное", "или", "но"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("według", "dla", "pod", "bez", "ja", "myślę", "chyba", "lub", "ale"),
    "uk": ("в", "у", "за", "для", "під", "з", "без", "я", "думаю", "мабуть", "або", "але"),
    "nl": ("in", "volgens", "voor", "onder", "met", "zonder", "ik", "wij", "misschien", "maar"),
    "sv": ("i", "enligt", "för", "under", "med", "utan", "jag", "vi", "kanske", "eller"),
    "el": ("σε", "στο", "στη", "κατά", "για", "με", "χωρίς", "εγώ", "ίσως", "ή", "αλλά"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("podle", "pro", "bez", "myslím", "asi", "nebo"),
    # Persian, Arabic
    "fa": ("در", "با", "برای", "بدون", "طبق", "شاید", "یا", "اما"), "ar": ("في", "على", "مع", "بدون", "حسب", "ربما", "أو", "لكن"),
    "ro": ("în", "după", "pentru", "fără", "eu", "cred", "probabil", "sau", "dar"),
    "hu": ("szerintem", "szerint", "talán", "vagy", "én", "körülbelül"),
    "fi": ("mielestäni", "ehkä", "luultavasti", "tai", "mutta", "minä", "ilman"),
    "da": ("i", "ifølge", "for", "under", "med", "uden", "jeg", "vi", "måske", "eller"),
    "nb": ("i", "ifølge", "for", "under", "med", "uten", "jeg", "vi", "kanskje", "eller"),
    # Swahili, Tagalog, Malay
    "sw": ("kwa", "katika", "kulingana", "bila", "kama", "ikiwa", "labda", "pengine", "huenda", "takriban", "karibu",
           "au", "lakini", "mimi", "sisi", "nadhani"),
    "tl": ("sa", "ayon", "para", "kung", "o", "pero", "ngunit", "siguro", "marahil", "baka", "yata", "dahil", "ako",
           "tayo", "kami", "mga"),
    "ms": ("dalam", "untuk", "mengikut", "tanpa", "dengan", "jika", "atau", "tetapi", "saya", "kami", "kita",
           "mungkin", "kerana", "sebab", "lebih"),
}
# A word two languages write alike with different meanings (Polish "chyba": probably; Czech and Slovak "chyba": a
# mistake), with a word of the second language, unambiguous and of the same length, that it is read as in a text
# whose letters are the second language's and not the first's (LANGUAGE_LETTERS).
FALSE_FRIENDS: Dict[str, Dict[str, str]] = {
    "cs": {"chyba": "chyby", "tu": "tě"},
    "pl": {"tu": "tę", "ma": "mą"},  # "tu" (here) is the French, Italian and Romanian "you", another person (OTHER_PEOPLE);
    # "ma" (has: "nie ma", there is no) is the Italian "but", a clause opener
    "de": {"noch": "nöch"},  # (still, besides) is the Dutch "nor", a negative choice ("kommt noch $x = -3$ infrage" offers it)
}
# Letters that one language of such a pair writes and the other never does ("cs": Czech and Slovak).  Each reading has the
# word's length (positions stay); a table that reads the word in that language holds its reading too ("mą", NEGATED_IDIOM_BRIDGES).
LANGUAGE_LETTERS: Dict[str, str] = {"cs": "áéíýúůěřďťňčšžľĺŕô", "pl": "ąęłńśźż", "de": "äöüß"}
# The endings that make a word of the scripts without spaces modify the noun after it ("错的答案", "間違った答え",
# "間違いの答え"): read off before the word itself is looked up.
ATTRIBUTIVE_ENDINGS: Dict[str, Tuple[str, ...]] = {"zh": ("的",), "ja": ("の", "な", "った", "た", "いの", "い")}
# Words that make an anchor's noun another's answer, not the writer's: an answer key, a reference, what is expected
# ("Reference answer: 16", "Erwartete Antwort: 16", "参考答案：16"), read right before the anchor as MISTAKE_MARKERS are;
# and, as the object of a source preposition, a source whose claim the value is ("According to the answer key, the answer
# is 35", "Laut Lösungsheft ist die Antwort 35", "Según el solucionario, ...").
# Not "correct" or "true": a writer states its own corrected answer so ("Correct answer: 16").
ANSWER_KEY_MODIFIERS: Dict[str, Tuple[str, ...]] = {
    "en": ("reference", "expected", "official", "gold", "golden", "truth", "ground-truth", "target", "key", "textbook", "book's",
           "provided", "grader's", "teacher's", "model's", "sample", "book", "solutions", "website", "internet"),
    "de": ("referenz", "erwartete", "offizielle", "vorgegebene", "musterantwort", "lösungsheft", "musterlösung", "lehrbuch", "lösungsbuch", "buch"),
    "es": ("esperada", "solucionario", "libro", "clave"), "it": ("attesa", "soluzionario", "libro", "manuale"),
    "fr": ("corrigé", "manuel", "livre"), "pt": ("gabarito", "livro"), "nl": ("antwoordenboek", "boek"),
    "ru": ("эталонный", "ожидаемый", "официальный", "учебник", "учебнику", "ответам", "задачнику"), "pl": ("oczekiwana", "wzorcowa", "podręcznik", "podręcznika", "klucza", "klucz"),
    "zh": ("参考", "标准", "官方"), "ja": ("模範", "参考", "公式"), "ko": ("참고", "모범", "기대"),
}
# Words that name a value as a mistake ("a common slip gives 30", "an off-by-one error would give 23"):
# such a value is no other answer.  A mistake word beside a first-person word is a retraction instead.
MISTAKE_MARKERS: Dict[str, Tuple[str, ...]] = {
    "en": ("mistake", "mistakes", "mistaken", "mistakenly", "error", "errors", "erroneous", "erroneously", "slip", "wrong",
           "wrongly", "incorrect", "incorrectly", "pitfall", "trap", "naive", "naively", "careless", "overcount", "overcounts",
           "undercount", "double-count", "double-counts", "double-counting", "double-counted", "overcounted", "undercounted", "forget", "forgets", "forgetting", "forgot", "forgotten", "miss",
           "misses", "missing", "ignoring", "ignore", "ignores", "ignored", "misread", "misreading", "overlook", "overlooks", "overlooked",
           "neglect", "neglects", "neglected", "disregards", "miscount", "miscounts", "miscounted", "miscounting", "miscalculate",
           "miscalculated", "miscalculation", "misapplied", "misjudged", "slipped", "erred", "misunderstood", "misinterpreted", "botched"),
    "fr": ("erreur", "erreurs", "faux", "fausse", "piège", "oubli", "oublier", "oublie", "tort", "néglige", "ignore", "trompé", "trompée",
           "tromper", "trompe", "oublié", "ignoré"),
    "de": ("fehler", "falsch", "falsche", "falschen", "falscher", "falsches", "fehlerhaft", "fehlerhafte", "irrtum", "vergisst", "vergessen",
           "fälschlich", "übersieht", "übersehen", "ignoriert", "verzählt", "verrechnet", "geirrt", "täuscht", "täusche"),
    # with the preterite forms of the pro-drop languages ("equivoqué", "sbagliai", "errei"; "se equivocó")
    "es": ("error", "errores", "erróneo", "errónea", "equivocado", "trampa", "olvidar", "olvida", "ignora", "descuida",
           "equivoqué", "equivocó", "equivocamos", "equivocaron", "erré", "erró", "olvidé", "olvidó", "olvidado", "olvidada", "ignorado", "equivoco", "descuido"),
    "it": ("errore", "errori", "sbagliato", "sbagliata", "trappola", "dimenticare", "dimentica", "ignora", "trascura",
           "sbagliai", "sbagliò", "dimenticai", "dimenticò", "dimenticato", "ignorato", "sbaglio"),
    "pt": ("erro", "erros", "errado", "errada", "armadilha", "esquecer", "esquece", "ignora", "negligencia",
           "errei", "errou", "erramos", "esqueci", "esqueceu", "enganei", "enganou", "esquecido", "ignorado", "engano"),
    "ru": ("ошибка", "ошибки", "ошибок", "ошибку", "ошибкой", "ошибочно", "неверно", "неверный", "забыть", "забывают", "игнорирует", "упускает",
           "ошибся", "ошиблась", "ошиблись", "ошибаюсь", "просчитался", "просчиталась", "обсчитался", "забыл", "забыла", "забыли"),
    "tr": ("hata", "yanlış", "yanılmıyorsam", "yanılıyorsam", "yanılmadıysam"), "vi": ("sai", "lỗi", "nhầm", "sót", "quên"), "id": ("kesalahan", "salah", "keliru", "lupa", "terlewat", "melewatkan"), "ar": ("خطأ", "خاطئ", "خاطئة", "أخطاء", "غلط",
           "الخطأ", "الأخطاء", "الخاطئ", "الخاطئة"),  # (with the article glued: "الخطأ الشائع", the common mistake)
    "fa": ("اشتباه", "اشتباهی", "خطا"), "he": ("טעות", "שגוי", "שגויה", "הטעות"), "hi": ("गलती", "ग़लत", "गलत"), "bn": ("ভুল",),
    "zh": ("错误", "错", "误", "漏", "重复计算", "弄反", "搞反", "算反"), "ja": ("間違", "誤", "ミス", "忘れ"), "ko": ("실수", "오류", "틀", "빠뜨", "누락"), "th": ("ผิด",),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("błąd", "błędy", "błędu", "błędów", "błędnie", "błędna", "błędny", "błędne", "nieprawidłowa", "nieprawidłowy", "niepoprawna", "niepoprawny", "pomyłka", "źle", "zapomnieć", "pomyliłem", "pomyliłam", "pomyliliśmy", "mylę", "mylimy"),
    "uk": ("помилка", "помилки", "помилково", "помилився", "помилилася", "помилилась", "помилилися", "неправильно", "неправильна",
           "неправильний", "хибна", "хибний", "забути"),
    "nl": ("fout", "fouten", "foutief", "vergissing", "verkeerd", "vergeten", "verteld", "vergist", "verrekend"),
    "sv": ("fel", "misstag", "felaktig", "felaktigt", "tryckfel", "skrivfel", "räknefel", "glömma", "glömmer"),
    "el": ("λάθος", "λάθη", "λάθους", "λανθασμένο", "λανθασμένα", "λανθασμένη", "λανθασμένος", "λανθασμένες", "λανθασμένοι",
           "εσφαλμένο", "εσφαλμένη", "εσφαλμένος", "παγίδα", "ξεχνά"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("chyby", "chybně", "chybná", "chybný", "chybné", "chybnou", "nesprávná", "nesprávný", "nesprávné", "omyl", "omylem", "špatně",
           "zapomenout", "zapomíná"),
    "ro": ("greșeală", "greşeală", "greșeli", "greşeli", "greșit", "greşit", "eronat", "eroare", "uita", "uită"),
    "hu": ("hiba", "hibák", "hibás", "hibásan", "tévedés", "tévesen", "elfelejti", "elfelejteni", "csapda"),
    "fi": ("virhe", "virheet", "virheellinen", "virheellisesti", "väärin", "unohtaa", "ansa"),
    "da": ("fejl", "fejlagtig", "fejlagtigt", "forkert", "glemme", "glemmer"),
    "nb": ("feil", "feilaktig", "galt", "glemme", "glemmer"),
    # Swahili, Tagalog, Malay
    "sw": ("kosa", "makosa", "kimakosa", "hitilafu", "kukosea", "hukosea", "kusahau", "husahau"),
    "tl": ("mali", "pagkakamali", "nagkakamali", "nagkamali", "kamalian", "nakakalimutan", "nakalimutan", "bitag"),
    "ms": ("kesilapan", "kesalahan", "salah", "silap", "tersilap", "keliru", "terlupa", "lupa", "perangkap"),
}
# Counting something more than once names a mistake as a word of mistake does ("90, which counts each handshake twice",
# "ce qui compte chaque poignée deux fois"): a verb of counting (one word) with a word of multiplicity (a phrase).
COUNTING_VERBS: Dict[str, Tuple[str, ...]] = {
    "en": ("count", "counts", "counted", "counting"), "de": ("zählt", "zählen", "gezählt"),
    "fr": ("compte", "comptent", "compté", "comptée", "comptés", "compter"), "es": ("cuenta", "cuentan", "contado", "contada", "contar"),
    "it": ("conta", "contano", "contato", "contata", "contare"), "pt": ("conta", "contam", "contado", "contada", "contar"),
    "ru": ("считает", "считают", "посчитан", "посчитана", "учитывает", "учитывают", "учтён", "учтен"), "pl": ("liczy", "liczą", "policzony", "policzona"),
    "nl": ("telt", "tellen", "geteld"),
}
MULTIPLICITY_WORDS: Dict[str, Tuple[str, ...]] = {
    "en": ("twice", "double", "doubly", "two times", "more than once"), "de": ("doppelt", "zweimal", "mehrfach"),
    "fr": ("deux fois", "en double"), "es": ("dos veces", "doble"), "it": ("due volte", "doppio"), "pt": ("duas vezes", "em dobro"),
    "ru": ("дважды", "два раза"), "pl": ("dwukrotnie", "dwa razy"), "nl": ("dubbel", "twee keer"),
}
# Words that give a result to somebody else ("If you got 676, you squared the difference"): a
# condition about their result offers no other answer.  Not "du" (German and Scandinavian "you", French "of
# the") nor "ni" (Swedish "you", French and Spanish "nor"): a French condition "si on compte le crayon du
# professeur, on obtient 13" was read as somebody else's.
# A pronoun that addresses the reader only as written with its capital (German "Sie"; "sie" is "it", "she" or "they":
# "also ist sie nicht 9"); at a sentence's start, where both have the capital, it is read as addressing the reader.
POLITE_PRONOUNS: Dict[str, Tuple[str, ...]] = {"de": ("Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer")}
OTHER_PEOPLE: Dict[str, Tuple[str, ...]] = {
    "en": ("you", "your", "you've", "students", "classmates", "others", "someone", "somebody", "people", "readers", "student", "classmate",
           "whoever", "solver", "solvers"),  # (with the generic relatives of a person: "chi moltiplica ... ottiene 90", "quien multiplica ...")
    "fr": ("vous", "tu", "élèves", "étudiants", "camarades", "quelqu'un"),
    "de": ("schüler", "mitschüler", "schülerinnen", "studenten", "klassenkameraden", "kommilitonen", "jemand"),
    "es": ("usted", "tú", "estudiantes", "alumnos", "compañeros", "alguien", "quien", "quienes"),
    "it": ("tu", "studenti", "compagni", "alunni", "qualcuno", "chi", "chiunque"),
    "pt": ("você", "alunos", "estudantes", "colegas", "alguém", "quem"),
    "ru": ("вы", "ты", "ученики", "студенты", "одноклассники", "одноклассник", "одноклассница", "кто-то", "кто-нибудь", "кто"),  # ("кто-то" is read as its words)
    "zh": ("你", "学生", "同学", "有人", "别人"), "ja": ("あなた", "生徒"),
    "tr": ("öğrenci", "öğrenciler", "çözücü", "biri", "birisi"), "id": ("siswa", "murid", "seseorang"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("ty", "wy", "uczniowie", "ktoś"),
    "uk": ("ви", "ти", "учні", "однокласник", "однокласниця", "однокласники", "студенти"),
    "nl": ("jij", "jullie", "leerlingen", "iemand"),
    "sv": ("elever", "någon"),
    "el": ("εσύ", "εσείς", "μαθητές", "συμμαθητής", "συμμαθήτρια", "συμμαθητές"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("ty", "vy", "studenti", "žáci", "někdo"),
    "ro": ("tu", "dumneavoastră", "elevii", "cineva"),  # (not "voi", also the Finnish "can": "ei voi olla")
    "hu": ("te", "ön", "ti", "diákok", "valaki"),
    "fi": ("sinä", "te", "oppilaat", "joku"),
    "da": ("elever", "nogen"),
    "nb": ("dere", "elever", "noen"),
    "vi": ("bạn",),
    # Swahili, Tagalog, Malay
    "sw": ("wewe", "ulipata", "wanafunzi", "mwanafunzi", "wengine"),
    "tl": ("ikaw", "mo", "kayo", "ninyo", "estudyante", "mag-aaral"),
    "ms": ("anda", "kamu", "awak", "pelajar", "murid", "seseorang"),
}
# Prepositions that give a statement's source ("According to John, the answer is 15", "Según Juan, ...", "Selon Marie,
# ..."): with a person as their object the statement is that person's (extract/people.py).
SOURCE_PREPOSITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("according to",), "es": ("según", "de acuerdo con"), "fr": ("selon", "d'après"), "de": ("laut", "nach ansicht von"),
    "it": ("secondo", "a detta di"), "pt": ("segundo", "de acordo com"), "ru": ("по словам", "по мнению"), "nl": ("volgens",),
    "pl": ("według", "zdaniem"), "sv": ("enligt",), "tr": ("göre",), "id": ("menurut",), "ro": ("potrivit lui", "după"),
    "fa": ("به گفتهٔ", "به گفته‌ی", "به گفته", "طبق"), "ar": ("وفقًا ل", "وفقا ل", "حسب", "بحسب"),
}
# Verbs of saying in the third person: with a person as their subject (a name, a pronoun of the third person, a word for
# other people) what follows is that person's claim ("Juan dice que la respuesta es 15", "John says the answer is 15").
THIRD_PERSON_SAYING: Dict[str, Tuple[str, ...]] = {
    "en": ("says", "said", "claims", "claimed", "thinks", "believes", "writes", "wrote", "insists", "argues", "answered", "answers",
           "states", "stated", "lists", "listed", "reports", "reported"),  # ("The answer key at the back of the book states 24")
    "es": ("dice", "dijo", "afirma", "afirmó", "cree", "piensa", "opina", "escribe", "escribió", "responde", "respondió", "indica", "señala"),
    "fr": ("dit", "affirme", "pense", "croit", "écrit", "répond", "prétend", "soutient", "indique"),
    "de": ("sagt", "sagte", "meint", "meinte", "glaubt", "schreibt", "schrieb", "behauptet", "antwortet", "nennt"),
    "it": ("dice", "disse", "afferma", "pensa", "crede", "scrive", "sostiene", "risponde"),
    "pt": ("diz", "disse", "afirma", "acha", "pensa", "acredita", "escreve", "escreveu", "responde"),
    "ru": ("говорит", "сказал", "сказала", "считает", "думает", "пишет", "ответил", "ответила"),
}
# Words that open a free relative or a comparison around a verb of saying ("agrees with what the textbook states: ...", "as the
# book says"): the saying is the object of the writer's own clause, which states the value (extract/people.py).
FREE_RELATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("what", "as"), "de": ("was", "wie"), "fr": ("comme", "ce que"), "es": ("como", "lo que"), "it": ("come", "ciò che", "quello che"),
    "pt": ("como", "o que"), "ru": ("как",),
}
THIRD_PERSON_PRONOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("he", "she", "they"), "es": ("él", "ella", "ellos", "ellas"), "fr": ("il", "elle", "ils", "elles"), "de": ("er", "sie"),
    "it": ("lui", "lei", "loro"), "pt": ("ele", "ela", "eles", "elas"), "ru": ("он", "она", "они"),
}
# Nouns of an objection to the writer's answer, raised by other people or imagined ("That objection does not hold
# up"): a sentence that speaks of one speaks of their claim, as one that names them does (extract/people.py).
OBJECTION_NOUNS: Dict[str, Tuple[str, ...]] = {
    "en": ("objection", "objections", "counterargument", "counterclaim", "objector", "objectors", "skeptic", "skeptics", "critic", "critics"),
    "fr": ("objection", "objections"), "de": ("einwand", "einwände", "einwurf"), "es": ("objeción", "objeciones"),
    "it": ("obiezione", "obiezioni"), "pt": ("objeção", "objeções", "objecção"), "ru": ("возражение", "возражения"),
    "zh": ("反对意见", "异议", "質疑", "质疑"), "ja": ("反論", "異論"), "ko": ("반론", "이의"),
    "pl": ("zarzut", "sprzeciw"), "uk": ("заперечення",), "nl": ("bezwaar", "tegenwerping"), "sv": ("invändning", "invändningen"),
    "el": ("ένσταση",), "cs": ("námitka", "námitku"), "tr": ("itiraz",),
}
# Words by which the writer points at its own work: a retraction or mistake word beside one is the
# writer's own ("I made an error; it's 42"), not a mistake named about another value.  The first person
# counts anywhere; an anaphor only as the subject that opens its sentence ("That is wrong", not "Note
# that 12 fails").  Persian "من" (I) is left out: it is also the Arabic "from", in nearly every Arabic sentence; the
# Persian verbs of the first person stand for it.
FIRST_PERSON: Dict[str, Tuple[str, ...]] = {
    "en": ("i", "i'm", "i've", "i'd", "my", "me", "we", "we've", "our", "us", "let's"),
    "fr": ("je", "j'", "j'ai", "me", "m'", "mon", "ma", "mes", "nous", "nos", "notre"), "de": ("ich", "mein", "meine", "meiner", "meinen", "mir", "mich", "wir", "unsere", "unser"),
    # the pro-drop languages mark the first person on the verb: its forms for the writer's own slips and counts
    "es": ("yo", "me", "mi", "mis", "nosotros", "nuestros", "nuestras", "nuestro", "nuestra", "equivoqué", "equivocamos", "erré", "olvidé", "calculé", "conté", "sumé", "hemos", "obtuvimos", "obtuve", "encontré"),
    "it": ("io", "mi", "mio", "mia", "miei", "mie", "ho", "noi", "nostro", "nostra", "nostri", "nostre", "sbaglio", "sbagliai", "dimenticai", "contai", "calcolai", "abbiamo", "ottenni", "trovai"),
    "pt": ("eu", "me", "meu", "minha", "meus", "minhas", "nós", "nosso", "nossa", "nossos", "nossas", "errei", "erramos", "errámos", "enganei", "esqueci", "calculei", "contei", "somei", "encontramos", "obtivemos", "achamos", "encontrei", "obtive"),
    "ru": ("я", "мой", "моя", "мои", "моё", "мое", "мы", "наши", "меня", "наш", "наша", "наше", "нами", "мною"),
    "tr": ("ben", "biz", "yaptım", "yanılmıyorsam", "yanılıyorsam", "yanılmadıysam"),
    "vi": ("tôi", "mình"), "id": ("saya", "aku", "kami"), "ar": ("أنا", "أخطأت", "وجدناه", "وجدنا", "حصلنا", "نحن"), "fa": ("کردم", "کردیم", "آوردم", "آوردیم", "گرفتم", "رسیدم", "یافتم", "میکنم", "هستم", "بنده", "باشم", "باشیم"), "he": ("אני", "טעיתי"),
    "hi": ("मैं", "मैंने"), "bn": ("আমি",), "zh": ("我",), "ja": ("私", "僕"), "ko": ("제가", "내가", "했다", "우리가", "우리는", "우리"), "th": ("ฉัน", "ผม"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("ja", "mój", "moja", "my", "mnie", "pomyliłem", "pomyliłam", "nas", "mylę"),
    "uk": ("я", "мій", "моя", "ми", "мене", "помилився", "нами", "мною"),
    "nl": ("ik", "mijn", "mij", "we", "wij", "ons"),
    "sv": ("jag", "mitt", "mig", "vi", "oss", "vår"),
    "el": ("εγώ", "μου", "μας", "εμείς", "έκανα", "βρήκα", "μέτρησα", "πήρα"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("můj", "moje", "my", "mě", "jsem", "jsme"),
    "ro": ("eu", "meu", "mea", "noi", "mine", "noastră"),
    "hu": ("én", "tévedtem", "elszámoltam", "hibáztam", "rontottam"),
    "fi": ("minä", "minun", "me", "meidän", "laskin", "erehdyin", "tein"),
    "da": ("jeg", "mig", "vi", "vores"),  # not "os" (us), the Portuguese article
    "nb": ("jeg", "mitt", "vi", "oss", "vår"),
    # Swahili, Tagalog, Malay
    "sw": ("mimi", "yangu", "langu", "wangu", "sisi", "yetu", "letu", "nilikosea", "nimekosea", "tulikosea",
           "tumekosea", "nilisahau", "nimesahau", "nilihesabu", "nimehesabu"),
    "tl": ("ako", "ko", "akin", "aking", "kami", "namin", "tayo", "natin", "amin"),
    "ms": ("saya", "aku", "kami", "kita"),
}
ANAPHORS: Dict[str, Tuple[str, ...]] = {
    # (with the pronouns of two: "Both are defensible readings" stands for the value before as well)
    "en": ("that", "this", "it", "it's", "that's", "this's", "both"), "fr": ("ça", "cela", "ceci", "c'est", "il"),
    "de": ("das", "dies", "diese", "dieser", "dieses", "es", "beide"),
    "es": ("eso", "esto", "este", "esta", "ambos", "ambas"), "it": ("questo", "quello", "questa", "entrambi", "entrambe"),
    "pt": ("isso", "isto", "este", "esta", "esse", "essa", "ambos", "ambas"),
    "ru": ("это", "этот", "эта", "оба", "обе"), "tr": ("bu",),
    # the languages beyond the nine (Arabic and Hebrew also with a conjunction glued before them: "وهذا", "וזה")
    "ar": ("هذا", "هذه", "ذلك", "تلك"), "fa": ("این", "آن"), "he": ("זה", "זאת"), "hi": ("यह", "वह"), "bn": ("এটি", "এটা"),
    "zh": ("这", "上面"), "ja": ("これ", "それ"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("tamto", "tego", "to"),
    "uk": ("це", "то"),
    "nl": ("dat", "dit", "het"),
    "sv": ("det", "detta"),
    "el": ("αυτό", "αυτή", "τούτο"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("tohle", "toto", "tamto", "to"),
    "ro": ("asta", "aceasta", "acesta", "acela"),
    "hu": ("ez", "az", "ezt", "azt"),
    "fi": ("tämä", "tuo", "tää"),
    "da": ("det", "dette"),
    "nb": ("det", "dette"),
    # Swahili, Tagalog, Malay
    "sw": ("hilo", "hili", "hii", "hiyo", "huo", "hicho"),
    "tl": ("iyon", "ito", "iyan"),
    "ms": ("itu", "ini"),
}

# --- Restatements after the final answer (extract/assertion.py) ------------------------------------
# Words that join another form of the answer to it ("\boxed{\frac13}, i.e. 0.25", "\boxed{12}, which
# equals $3 \times 4$"): the value after them is one more member of the answer's chain of equal forms,
# so a different value there is a chain of different values (policy §3), and the box must be in an
# accepted form itself.  Read right after the answer, before a value that ends its clause.
# Phrases right before a value that make it the value replaced, not stated ("one would get 210 in
# place of 35", "au lieu de 35"): a sentence that ends with them does not state the answer again.
REPLACED_BEFORE: Dict[str, Tuple[str, ...]] = {
    # with the contractions of "de"/"di" and an article ("au lieu des 210", "invece dei 210", "em vez dos 210")
    "en": ("instead of", "in place of", "rather than"),
    "fr": ("au lieu de", "au lieu du", "au lieu des", "à la place de", "à la place du", "à la place des", "plutôt que"),
    "de": ("statt", "anstatt", "anstelle von"), "es": ("en lugar de", "en lugar del", "en vez de", "en vez del"),
    "it": ("invece di", "invece del", "invece dei", "invece delle", "invece della", "al posto di", "al posto dei", "al posto del"),
    "pt": ("em vez de", "em vez do", "em vez da", "em vez dos", "em vez das", "no lugar de", "no lugar do", "no lugar dos",
           "ao invés de", "ao invés do", "ao invés dos"),
    "ru": ("вместо",), "nl": ("in plaats van",), "zh": ("而不是",), "vi": ("chứ không phải", "thay vì"),
    "ar": ("بدلاً من", "بدلًا من", "بدلا من"), "pl": ("zamiast",), "uk": ("замість",), "sv": ("i stället för",), "id": ("alih-alih",),
    "fa": ("به جای",), "he": ("במקום",),  # (not the postpositions, Turkish "yerine", Hindi "के बजाय": after the value)
    # Swahili, Tagalog, Malay
    "sw": ("badala ya",),
    "tl": ("sa halip na", "imbes na"),
    "ms": ("bukannya",),
}
RESTATEMENTS: Dict[str, Tuple[str, ...]] = {
    "en": ("i.e.", "i. e.", "that is", "that is to say", "namely", "in other words", "equivalently",
           "which is", "which equals", "which is equal to", "which comes to", "which gives", "also written as"),
    "de": ("d.h.", "d. h.", "das heißt", "nämlich", "mit anderen worten", "was gleich", "das ergibt", "gleichbedeutend"),
    "fr": ("c.-à-d.", "c'est-à-dire", "c’est-à-dire", "autrement dit", "à savoir", "ce qui fait", "ce qui donne", "soit"),
    "es": ("es decir", "o sea", "esto es", "a saber", "lo que equivale a", "que es igual a"),
    "it": ("cioè", "ossia", "ovvero", "vale a dire", "che equivale a"),
    "pt": ("ou seja", "isto é", "a saber", "que equivale a"),
    "ru": ("т.е.", "т. е.", "то есть", "иначе говоря", "что равно", "что составляет"),
    "zh": ("即", "也就是", "也就是说", "亦即", "等于"),
    "ja": ("すなわち", "つまり", "即ち"),
    # Polish, Ukrainian, Dutch, Swedish, Greek
    "pl": ("tzn.", "to znaczy", "czyli", "innymi słowy"),
    "uk": ("тобто", "іншими словами", "що дорівнює"),
    "nl": ("d.w.z.", "dat wil zeggen", "oftewel", "met andere woorden", "namelijk"),
    "sv": ("dvs.", "d.v.s.", "det vill säga", "med andra ord", "nämligen"),
    "el": ("δηλαδή", "με άλλα λόγια"),
    # Czech, Romanian, Hungarian, Finnish, Danish, Norwegian Bokmål
    "cs": ("tj.", "tzn.", "to jest", "to znamená", "neboli", "čili", "jinými slovy"),
    "ro": ("adică", "cu alte cuvinte", "și anume", "şi anume", "ceea ce înseamnă"),
    "hu": ("azaz", "vagyis", "más szóval"),
    "fi": ("eli", "toisin sanoen", "nimittäin"),
    "da": ("dvs.", "d.v.s.", "det vil sige", "med andre ord", "nemlig"),
    "nb": ("dvs.", "d.v.s.", "det vil si", "med andre ord", "nemlig"),
    # Swahili, Tagalog, Malay
    "sw": ("yaani", "kwa maneno mengine", "ambayo ni"),
    "tl": ("ibig sabihin", "sa madaling salita"),
    "ms": ("iaitu", "yakni", "dengan kata lain", "bermakna"),
}

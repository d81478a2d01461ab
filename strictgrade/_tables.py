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
}

# A GSM8K-style "A: 26" line counts as an anchor only at the start of a line.
LINE_ANCHORS: Tuple[str, ...] = ("a:",)

# The phrase tables below are keyed by language, like ANSWER_ANCHORS: extend every
# language at once.  In a phrase, a space matches any run of spaces and punctuation
# ("no wait" matches "No, wait" and "no... wait"); Latin-script phrases match whole
# words only, CJK phrases anywhere.

# Words that qualify a value as uncertain or approximate: a hedge wherever they stand
# in the answer or its sentence ("probably 5", "\boxed{5} probably", "environ 5").
HEDGES: Dict[str, Tuple[str, ...]] = {
    "en": ("maybe", "perhaps", "possibly", "probably", "either", "not sure", "not certain", "unsure", "uncertain",
           "guess", "my guess", "best guess", "presumably", "supposedly", "it seems", "seems to be", "appears to be",
           "i believe", "not confident", "if i had to", "i'm not confident", "estimate", "estimated",
           "approximation", "approximate", "in the neighborhood of", "on the order of", "or thereabouts",
           "give or take", "more or less", "ballpark", "likely", "something like", "unverified", "unconfirmed", "tentative", "tentatively",
           "not 100% sure", "not entirely sure", "not completely sure", "not totally sure", "not fully sure", "i'm guessing", "i am guessing", "guessing", "hunch", "low confidence", "placeholder", "draft answer", "to be checked", "to be verified", "provisional", "provisionally", "preliminary", "intermediate result", "intermediate answer", "can't decide", "cannot decide", "torn between", "suppose the answer", "assume the answer", "if the answer were", "let's say the answer", "say the answer is", "hypothetically", "try the answer", "let's test", "let us test", "let's try", "let us try", "my conjecture", "our conjecture", "i conjecture", "roughly speaking", "caveat", "haven't checked", "have not checked", "not checked", "unchecked", "this assumes"),
    "zh": ("可能", "也许", "大概", "或许", "不确定", "估计", "我猜", "暂定", "初步", "假设答案"),
    "es": ("quizás", "quizá", "tal vez", "probablemente", "posiblemente", "o bien", "no estoy seguro", "estimado", "estimada", "estimadamente", "estimo que", "estimación", "estimacion", "a lo mejor", "supongo", "creo que", "provisional", "supongamos que la respuesta", "si la respuesta fuera"),
    "fr": ("peut-être", "peut être", "probablement", "possiblement", "je ne suis pas sûr", "pas sûr", "pas certain", "sans doute", "je suppose", "je crois que", "provisoire", "supposons que la réponse", "si la réponse était"),
    "de": ("vielleicht", "wahrscheinlich", "möglicherweise", "entweder", "nicht sicher", "eventuell", "vermutlich", "ich glaube", "ich schätze", "vorläufig", "angenommen, die antwort", "wenn die antwort wäre"),
    "it": ("forse", "probabilmente", "possibilmente", "non sono sicuro", "magari", "suppongo", "credo che", "provvisorio", "supponiamo che la risposta", "se la risposta fosse"),
    "pt": ("talvez", "provavelmente", "possivelmente", "ou então", "não tenho certeza", "estimativo", "estimativa", "acho que", "suponho", "provisório", "suponha que a resposta", "se a resposta fosse"),
    "ru": ("возможно", "наверное", "вероятно", "либо", "не уверен", "не уверена", "может быть", "я думаю", "предположительно", "наверно", "допустим, ответ", "если бы ответ был"),
    "ja": ("たぶん", "多分", "おそらく", "恐らく", "かもしれ", "自信がありません", "自信がない", "と思います", "と思う", "暫定", "仮に答えが"),
}

# Bounds put before a value: "at least 5" is not the answer 5 (a hedge).
BOUNDS: Dict[str, Tuple[str, ...]] = {
    "en": ("at least", "at most", "less than", "more than", "greater than", "fewer than", "no more than",
           "no less than", "no fewer than", "almost", "nearly", "just under", "just over", "just below",
           "just above", "under", "over", "below", "above", "up to", "close to", "slightly", "exceeds",
           "exceeding", "bigger than", "smaller than", "larger than", "upwards of", "not more than",
           "not less than", "might be", "could be", "may be", "approximately", "approx", "roughly", "about", "around", "circa", "≈", "≃", "≅", "∼", "~", "\\approx",
           "\\sim", "\\simeq", "just shy of", "upward of", "in the vicinity of", "close on", "i think", "i suppose", "i guess", "≳", "≲", "⪅", "⪆", "somewhere near", "somewhere around",
           "less than or equal to", "greater than or equal to", "at least equal to", "at most equal to", "in excess of",
           "no greater than", "no smaller than", "no larger than", "no bigger than", "not greater than", "not exceeding",
           "at the very least", "at the very most", "at minimum", "at maximum", "lower than", "higher than",
           "smaller than or equal to", "larger than or equal to", "bigger than or equal to", "less than or equal",
           "greater than or equal", "⩾", "⩽", "≒", "≑", "≦", "≧", "at best", "at worst", "bounded by", "capped at", "limited to"),
    "zh": ("大约", "约为", "约", "至少", "至多", "最多", "最少", "小于", "大于", "少于", "多于", "不超过", "不少于", "几乎", "接近", "超过", "差不多", "将近", "不到", "约等于", "小于等于", "大于等于", "小于或等于", "大于或等于", "最高", "最低", "高达", "多达"),
    "es": ("al menos", "como mínimo", "como máximo", "a lo sumo", "menos de", "más de", "menor que", "podría ser",
           "mayor que", "casi", "cerca de", "por lo menos", "aproximadamente", "alrededor de", "unos", "como mucho", "aprox", "en torno a",
           "menor o igual a", "mayor o igual a", "menor o igual que", "mayor o igual que", "inferior a", "superior a",
           "menor o igual", "mayor o igual", "hasta"),
    "fr": ("au moins", "au plus", "moins de", "plus de", "inférieur à", "supérieur à", "presque",
           "près de", "pas plus de", "pas moins de", "environ", "d'environ", "pourrait être", "approximativement", "à peu près", "autour de", "quelque", "grosso modo", "env", "aux alentours de", "inférieur ou égal à", "supérieur ou égal à",
           "inférieure à", "supérieure à", "inférieurs à", "supérieurs à", "inférieures à", "supérieures à",
           "inférieure ou égale à", "supérieure ou égale à", "plus petit que", "plus grand que", "plus petite que",
           "plus grande que", "plus petit ou égal à", "plus grand ou égal à", "plus petite ou égale à", "plus grande ou égale à", "jusqu'à", "au maximum", "au minimum"),
    "de": ("mindestens", "höchstens", "weniger als", "mehr als", "kleiner als", "größer als", "fast",
           "knapp", "beinahe", "über", "unter", "ungefähr", "etwa", "circa", "rund", "ca", "annähernd", "zirka", "näherungsweise", "schätzungsweise", "gut",
           "kleiner oder gleich", "größer oder gleich", "kleiner gleich", "größer gleich", "kleiner als oder gleich",
           "größer als oder gleich", "bis zu", "maximal", "minimal"),
    "it": ("almeno", "al massimo", "al più", "meno di", "più di", "minore di", "maggiore di", "quasi", "circa", "potrebbe essere", "approssimativamente", "all'incirca", "intorno a", "pressappoco", "intorno ai", "intorno agli", "minore o uguale a", "maggiore o uguale a",
           "inferiore a", "superiore a", "inferiore o uguale a", "superiore o uguale a", "minore o uguale di",
           "maggiore o uguale di", "fino a"),
    "pt": ("pelo menos", "no mínimo", "no máximo", "menos de", "mais de", "menor que", "maior que", "quase", "aproximadamente", "cerca de", "por volta de", "uns", "em torno de", "perto de", "perto dos", "em torno dos", "pertinho de", "menor ou igual a", "maior ou igual a", "inferior a", "superior a",
           "menor ou igual à", "maior ou igual à", "menor ou igual", "maior ou igual", "até"),
    "ru": ("не менее", "не более", "по крайней мере", "как минимум", "как максимум", "меньше", "больше",
           "почти", "свыше", "менее", "более", "примерно", "прим", "приблизительно", "около", "порядка", "меньше или равно",
           "больше или равно", "не больше", "не меньше", "меньше или равен", "больше или равен", "меньше или равна",
           "больше или равна"),
    "ja": ("少なくとも", "多くとも", "ほぼ", "ほとんど", "約", "およそ", "超", "大体", "だいたい", "概算で", "ざっと", "最大", "最高", "最低"),
}

# Bounds that also stand after a noun as adverbs ("the sum above is 5"): they bound a value only
# right before it ("above 5"), never across neutral words.
POSTPOSITIVE_BOUNDS: Tuple[str, ...] = ("above", "below", "over", "under", "oben", "unten", "arriba", "abajo")

# Bounds put after a value: "5 or more", "5以上".
BOUNDS_AFTER: Dict[str, Tuple[str, ...]] = {
    "en": ("or more", "or less", "or fewer", "or greater", "or above", "or below", "or higher", "or lower",
           "at least", "at most", "and up", "and above", "and below", "or so", "approximately", "roughly", "at the least", "tops", "max", "minimum", "maximum", "min", "approx", "plus or minus", "at the most", "at minimum", "at maximum",
           "at the very least", "at the very most", "or thereabouts", "or over", "or under", "ca", "circa", "lower bound", "upper bound", "an overestimate", "an underestimate", "overestimate", "underestimate"),
    "zh": ("以上", "以下", "左右", "上下", "多", "余", "出头", "附近", "约", "吧", "（约）"),
    "es": ("o más", "o menos", "aproximadamente", "más o menos", "o así"),
    "fr": ("ou plus", "ou moins", "environ", "à peu près", "ou à peu près"),
    "de": ("oder mehr", "oder weniger", "ungefähr", "etwa", "oder so", "circa"),
    "it": ("o più", "o meno", "circa", "più o meno", "all'incirca", "o giù di lì"),
    "pt": ("ou mais", "ou menos", "aproximadamente", "mais ou menos"),
    "ru": ("или больше", "или меньше", "и более", "и менее", "и больше", "и меньше", "примерно", "или около того", "приблизительно", "с лишним"),
    "ja": ("以上", "以下", "未満", "ほど", "前後", "くらい", "ぐらい", "程度", "強", "弱", "あまり"),
}

# Phrases after the final answer that take it back (in its tail, a retraction; between
# two boxes, a correction of the earlier one).
RETRACTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("that is wrong", "that's wrong", "this is wrong", "that is incorrect", "that's incorrect",
           "this is incorrect", "is not correct", "isn't correct", "is not right", "isn't right",
           "not right", "is wrong", "is incorrect", "was wrong", "was incorrect", "made a mistake",
           "made an error", "i was wrong", "let me recompute", "let me recalculate", "let me redo",
           "let me re-check", "let me recheck", "actually no", "no wait", "wait no", "hmm no",
           "on second thought", "scratch that", "that can't be right", "that cannot be right",
           "that doesn't seem right", "that does not seem right", "not the answer", "not the final answer",
           "is probably wrong", "is likely wrong", "no that's not", "no that is not", "correction:", "i miscalculated", "i made a mistake", "that's not it", "nope",
           "or is it", "or not", "or rather", "i meant", "never mind", "nevermind", "ignore that",
           "ignore the above", "disregard", "i retract", "doesn't look right", "does not look right",
           "doesn't seem right", "not quite right", "that's a mistake", "that is a mistake", "oops", "on reflection",
           "actually it's", "actually it is", "sorry", "my mistake", "my bad", "wrong", "incorrect", "mistake",
           "mistaken", "messed up", "erroneous", "contradicts", "contradiction", "doubt", "disagree", "typo", "flawed",
           "redo", "recompute", "recalculate", "reconsider", "rethink", "start over", "take that back", "take it back",
           "doesn't add up", "does not add up", "can't be it", "cannot be it", "can't be right", "not right",
           "not correct", "not quite", "seems off", "is off", "don't think that's", "do not think that is", "a trap",
           "invalid", "extraneous", "not a solution", "is an estimate", "an upper bound", "a lower bound",
           "could be wrong", "might be wrong", "strike that", "retracting", "retract",
           "cancel that", "try again", "can't be correct", "cannot be correct", "too big", "too small", "too large",
           "inconsistent", "false", "off by", "i realize", "arithmetic slip", "rejected", "unlikely", "impossible", "not possible", "can't be", "cannot be", "does not work", "doesn't work", "fails", "discarded", "not valid", "isn't a solution", "not the solution", "or something", "something like that", "not final", "slip", "doesn't satisfy", "does not satisfy", "❌", "✗", "✘",
           "just kidding", "only kidding", "just joking", "i'm kidding", "i am kidding", "kidding", "jk", "that was a joke",
           "i'm joking", "i am joking", "i was joking", "i lied", "that was a lie", "i miscounted", "i misread", "erratum", "isn't it", "is not it", "not what we want", "not what we're looking for", "❎", "👎", "i forgot", "forgot to", "overcounted", "undercounted", "double-counted", "double counted", "mistakes above", "errors above", "absurd", "too low", "too high", "don't trust", "do not trust", "grain of salt", "trap answer", "distractor", "ruled out", "back to the drawing board", "start again", "start from scratch", "unless it's", "unless it is", "then again", "that was a guess", "❓", "❔", "🤔", "🤷", "🚫", "⛔", "🙅", "✖", "🆇", "retracted", "untrue", "todo", "needs checking", "needs verification"),
    "zh": ("不对", "错了", "是错的", "不正确", "算错", "有误", "更正", "纠正", "重新计算", "搞错", "不，等一下", "我的意思是", "抱歉", "忽略", "错", "再想想", "重新", "不可能", "有问题", "开玩笑", "开个玩笑", "我忘了", "忘了", "哎呀", "重来", "重新开始"),
    "es": ("es incorrecto", "está mal", "eso está mal", "me equivoqué", "no espera", "espera no", "quise decir", "olvida", "perdón", "lo siento", "incorrecto", "incorrecta", "erróneo", "errónea",
           "error", "no puede ser", "recalculemos", "equivocado",
           "no es correcto", "corrección", "en realidad no", "falso", "mal", "déjame revisar", "me confundí", "es broma",
           "era broma", "es una broma", "bromeo", "broma", "se me olvidó", "olvidé", "me olvidé", "no cuadra", "vuelvo a empezar", "empecemos de nuevo", "empiezo de nuevo"),
    "fr": ("c'est faux", "est faux", "est incorrect", "je me suis trompé", "je me suis trompée", "non attends",
           "attends non", "n'est pas correct", "en fait non", "je voulais dire", "oubliez", "oublie ça", "pardon", "désolé", "faux", "fausse",
           "erroné", "erronée", "erreur", "pas juste", "pas correct", "recalculons", "refaisons", "je me suis trompé", "correction", "incorrecte", "laissez-moi revoir", "inexact", "revoyons", "n'est pas la bonne réponse", "je plaisante",
           "je rigole", "c'est une blague", "blague", "j'ai oublié", "oups", "recommençons", "je recommence", "ça ne colle pas"),
    "de": ("ist falsch", "das ist falsch", "ist nicht richtig", "ich habe mich geirrt", "ich habe mich verrechnet",
           "nein warte", "warte nein", "korrektur", "ich meinte", "vergiss", "entschuldigung", "falsch", "fehler", "stimmt nicht",
           "nicht korrekt", "vertan", "verrechnet", "nochmal rechnen", "doch nicht", "nicht richtig", "ungültig", "fehlerhaft",
           "nur ein scherz", "war ein scherz", "scherz", "ich habe vergessen", "vergessen", "hoppla", "von vorne", "fange neu an", "passt nicht"),
    "it": ("è sbagliato", "è errato", "non è corretto", "mi sono sbagliato", "mi sono sbagliata", "no aspetta",
           "aspetta no", "correzione", "intendevo", "scusa", "scusate", "sbagliato", "sbagliata", "errato", "errata", "errore",
           "non è giusto", "non può essere", "ricalcoliamo", "ho sbagliato", "falso", "non torna", "non tornano",
           "sto scherzando", "scherzavo", "era uno scherzo", "ho dimenticato", "dimenticato", "ops", "ricominciamo", "da capo"),
    "pt": ("está errado", "está incorreto", "é incorreto", "me enganei", "não é correto", "não espera",
           "espera não", "correção", "quis dizer", "desculpe", "esqueça", "errado", "errada", "errei", "erro", "não está certo",
           "não pode ser", "recalcular", "incorreto", "incorreta", "falso", "vou revisar", "não bate",
           "brincadeira", "estou brincando", "esqueci", "ops", "recomeçar", "vou recomeçar"),
    "ru": ("неверно", "неправильно", "это ошибка", "я ошибся", "я ошиблась", "нет подожди", "подожди нет",
           "исправление", "я имел в виду", "забудь", "извините", "простите", "неверн", "неверный", "неверно",
           "ошибка", "неправильно", "не может быть", "пересчитаем", "ошибся", "не так", "не сходится", "шучу", "шутка", "пошутил", "пошутила", "я забыл", "я забыла", "забыл", "забыла", "ой", "начнём заново", "начнем заново", "заново"),
    "ja": ("間違い", "違います", "誤り", "いや待って", "訂正", "計算ミス", "すみません", "訂正します", "間違", "違う", "正しくない", "誤り", "ミス", "間違え", "不正解", "もう一度考え", "おかしい", "ではありません", "ではない", "じゃない", "冗談", "嘘です", "嘘でした", "忘れ", "やり直", "しまった"),
}

# Words right after a value that make it conditional ("\boxed{5} (if n is even)"): a hedge.
CONDITIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("if", "when", "whenever", "assuming", "provided", "unless", "for even", "for odd", "in case", "only if", "only when", "in the case"),
    "zh": ("如果", "若", "当", "假如"),
    "es": ("si", "cuando", "suponiendo", "siempre que"),
    "fr": ("si", "lorsque", "quand", "en supposant", "pourvu que"),
    "de": ("wenn", "falls", "sofern", "vorausgesetzt"),
    "it": ("se", "quando", "supponendo", "purché"),
    "pt": ("se", "quando", "supondo", "desde que"),
    "ru": ("если", "когда", "при условии"),
    "ja": ("ならば", "の場合", "とき", "なら"),
}
# A sentence right after the answer that offers another value ("Alternatively, 6."): a hedge.
ALTERNATIVES: Dict[str, Tuple[str, ...]] = {
    "en": ("alternatively", "another possibility", "another answer", "could also be", "might also be", "also possible",
           "or also", "also works", "also valid", "or else", "also", "both", "as well as", "could be", "might be", "it could be", "satisfies it too", "works too", "also satisfies", "then again", "unless it's", "unless it is"),
    "zh": ("另一种可能", "也可以是"),
    "es": ("alternativamente", "otra posibilidad", "también podría ser"),
    "fr": ("alternativement", "une autre possibilité", "pourrait aussi être"),
    "de": ("alternativ", "eine andere möglichkeit", "könnte auch"),
    "it": ("in alternativa", "un'altra possibilità", "potrebbe anche essere"),
    "pt": ("alternativamente", "outra possibilidade", "também poderia ser"),
    "ru": ("альтернативно", "другой вариант", "также может быть"),
    "ja": ("別の可能性", "ほかに"),
}

# Words in the sentence before a value that make it somebody else's claim or a known
# mistake, not the answer ("My friend claims the answer is 5", "A common mistake is 5").
REPORTED: Dict[str, Tuple[str, ...]] = {
    "en": ("claims", "claimed", "incorrectly", "mistakenly", "wrongly", "erroneously", "a common mistake",
           "a naive", "might think", "might say", "would be tempted", "tempting to say", "one might answer",
           "someone might", "some might", "wrong approach", "wrong method", "careless", "would get", "would give",
           "anything but", "far from", "hardly", "no longer", "rule out", "reject", "we reject", "exclude",
           "excluded", "discard", "naive approach", "wrong answer", "incorrect approach", "incorrect answer", "a wrong answer", "it is not the case", "not the case that", "my friend", "a friend", "my classmate", "a classmate", "someone says", "somebody says", "someone said", "somebody said", "others say", "says the answer is", "said the answer is", "says that the answer is", "told me", "according to my friend", "it's false that", "it is false that", "it is not true that", "it's not true that", "don't write", "do not write"),
    "zh": ("声称", "错误地", "误以为", "常见错误", "我朋友说", "有人说"),
    "es": ("afirma que", "erróneamente", "por error", "un error común", "mi amigo dice", "mi amiga dice", "alguien dice"),
    "fr": ("prétend", "à tort", "par erreur", "une erreur courante", "mon ami dit", "mon amie dit", "quelqu'un dit"),
    "de": ("behauptet", "fälschlicherweise", "irrtümlich", "ein häufiger fehler", "mein freund sagt", "meine freundin sagt", "jemand sagt"),
    "it": ("sostiene", "erroneamente", "per errore", "un errore comune", "il mio amico dice", "la mia amica dice", "qualcuno dice"),
    "pt": ("afirma que", "erroneamente", "por engano", "um erro comum", "meu amigo diz", "minha amiga diz", "alguém diz"),
    "ru": ("утверждает", "ошибочно", "по ошибке", "распространённая ошибка", "мой друг говорит", "кто-то говорит"),
    "ja": ("主張", "誤って", "よくある間違い", "友達は", "と言っています"),
}

# Openers of a sentence that restates the question's givens: such a final sentence is
# not a conclusion ("We are given: Wendi has 20 chickens.").
GIVENS: Dict[str, Tuple[str, ...]] = {
    "en": ("we are given", "given that", "given", "restating", "the problem states", "the problem says",
           "the question asks", "the question says", "suppose", "assume", "let", "recall that"),
    "zh": ("已知", "题目给出", "假设", "设"),
    "es": ("se nos da", "dado que", "supongamos", "sea"),
    "fr": ("on nous donne", "étant donné", "supposons", "soit"),
    "de": ("gegeben", "angenommen", "sei"),
    "it": ("ci viene dato", "dato che", "supponiamo", "sia"),
    "pt": ("é dado", "dado que", "suponha", "seja"),
    "ru": ("дано", "пусть", "предположим"),
    "ja": ("与えられた", "仮定", "とする"),
}

# A word that ends the answer's clause by taking it back ("\boxed{5} — no.").
NEGATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("no", "nope", "not", "not quite", "nah"), "zh": ("不",), "es": ("no",), "fr": ("non", "pas"),
    "de": ("nein", "nicht"), "it": ("no",), "pt": ("não",), "ru": ("нет", "не"), "ja": ("いや", "違う"),
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
    "pt": ("verdadeiro", "verdadeira", "correto", "correta"),
    "ru": ("правильный", "правильное", "правильная", "истинный", "истинное"),
}

# Idioms that hold a hedge's or a retraction's word but qualify nothing about the answer: a
# method that is "error-prone", a check "consistent with our rough estimate", a remark about the
# reader's mistake ("you probably squared the difference").  A phrase inside one does not count.
NEUTRAL_IDIOMS: Dict[str, Tuple[str, ...]] = {
    "en": ("error-prone", "error prone", "prone to error", "prone to errors", "trial and error", "without error", "consistent with our estimate",
           "consistent with our rough estimate", "consistent with the estimate", "consistent with our rough estimate of",
           "matches our estimate", "agrees with our estimate", "you probably", "you may have", "you might have",
           "if you got", "equally likely", "equally probable", "either way", "in either case", "either method", "guess and check", "guess-and-check"),
    "es": ("propenso a errores", "ensayo y error", "igualmente probables", "igualmente probable", "de cualquier forma"),
    "fr": ("sujet aux erreurs", "essais et erreurs", "également probables", "équiprobables", "dans les deux cas"),
    "de": ("fehleranfällig", "versuch und irrtum", "gleich wahrscheinlich", "in beiden fällen"),
    "it": ("soggetto a errori", "per tentativi", "ugualmente probabili", "equiprobabili"),
    "pt": ("propenso a erros", "tentativa e erro", "igualmente prováveis", "igualmente provável"),
    "zh": ("等可能", "可能性相等", "无论哪种情况"),
    "ru": ("равновероятны", "равновероятно", "в любом случае"),
}

# Words after a doubt ("Let me verify: ...") that conclude it in the answer's favour; a doubt
# after the answer with none of these (and no restatement of the answer) leaves it unasserted.
CONFIRMATIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("correct", "confirmed", "confirms", "yes", "checks out", "holds", "verified", "indeed", "consistent",
           "matches", "is right", "that's right", "✓", "✔", "good", "no mistakes", "no mistake", "no errors", "no error",
           "not approximate", "not approximately", "not an approximation", "not an estimate", "not rounded"),
    "zh": ("正确", "没错", "对的", "验证", "确认"),
    "es": ("correcto", "confirmado", "sí", "se verifica", "coincide"),
    "fr": ("correct", "confirmé", "oui", "se vérifie", "juste"),
    "de": ("korrekt", "richtig", "bestätigt", "ja", "stimmt"),
    "it": ("corretto", "confermato", "sì", "giusto", "torna"),
    "pt": ("correto", "confirmado", "sim", "certo", "confere"),
    "ru": ("верно", "правильно", "подтверждено", "да", "сходится"),
    "ja": ("正しい", "確認できた", "はい", "合っている"),
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
}

# Words right before a value that deny it ("the answer is not \boxed{5}").
DENIALS: Dict[str, Tuple[str, ...]] = {
    "en": ("not", "isn't", "isnt", "never", "instead of", "rather than", "except", "other than", "nor", "cannot be",
           "can't be", "couldn't be", "doesn't equal", "does not equal", "is not equal to", "excluding", "must not be", "not the answer", "won't be", "will not be", "shouldn't be", "should not be", "wasn't", "was not", "wasnt", "shouldnt", "wouldn't be", "would not be", "isnt going to be", "is not going to be", "unlikely to be", "ain't", "aint", "by no means", "in no way", "different from", "≠", "unequal to", "not equal to", "not necessarily"),
    "zh": ("不是", "并非", "而不是", "不等于", "不会是", "未必", "未必是"),
    "es": ("no es", "nunca", "en lugar de", "excepto", "no será", "no sería", "no es igual a", "de ninguna manera", "en ningún caso", "distinto de", "diferente de", "no puede ser"),
    "fr": ("n'est pas", "pas", "jamais", "au lieu de", "sauf", "n'est pas égal à", "nullement", "en aucun cas", "différent de"),
    "de": ("ist nicht", "nicht", "kein", "keine", "niemals", "statt", "anstatt", "außer", "keineswegs", "ungleich", "keinesfalls", "auf keinen fall"),
    "it": ("non è", "non", "mai", "invece di", "tranne", "non vale", "non sarà", "in nessun caso", "diverso da"),
    "pt": ("não é", "não", "nunca", "em vez de", "exceto", "não seria", "não será", "de modo algum", "diferente de"),
    "ru": ("не равен", "не равно", "не равняется", "не", "вместо", "кроме", "никак не", "отнюдь не"),
    "ja": ("ではない", "ではなく", "じゃない"),
}

# Words that join values into one list answer ("2 and 3", "3 or 5", "3 ou 5", "3 或 5").
# Between values of a single-valued answer, either kind is a hedge.
CONJUNCTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("and",), "zh": ("和", "以及", "与"), "es": ("y", "e"), "fr": ("et",), "de": ("und",),
    "it": ("e", "ed"), "pt": ("e",), "ru": ("и",), "ja": ("と", "および"),
}
DISJUNCTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("or", "vs", "versus"), "zh": ("或", "或者", "还是"), "es": ("o", "u"), "fr": ("ou",), "de": ("oder",),
    "it": ("o", "oppure"), "pt": ("ou",), "ru": ("или", "либо"), "ja": ("または", "か", "あるいは", "もしくは"),
}

# Openers after the final answer that doubt it: interjections ("Wait", "Hmm") and checks
# ("let me double-check").  With no conclusion after them the response is unfinished
# ("Wait, let me double-check..." and nothing more); an interjection followed by a value
# replaces the answer ("Actually, 13.").
INTERJECTIONS: Dict[str, Tuple[str, ...]] = {
    "en": ("wait", "hmm", "hold on", "but wait", "actually", "oh wait", "oh no", "uh oh", "erm", "um", "uh"),
    "zh": ("等一下", "等下", "等等", "嗯"),
    "es": ("espera", "un momento"),
    "fr": ("attends", "attendez"),
    "de": ("warte", "moment mal", "moment"),
    "it": ("aspetta", "un momento"),
    "pt": ("espera", "um momento"),
    "ru": ("подожди", "погоди"),
    "ja": ("待って", "ちょっと待", "あ、"),
}
CHECKS: Dict[str, Tuple[str, ...]] = {
    "en": ("let me double-check", "let me double check", "let me check", "let me verify", "let me reconsider",
           "let me re-examine", "let me think again", "let's verify", "let's check", "let us verify", "let us check",
           "let's double-check", "let's double check", "let's reconsider", "checking", "verification"),
    "zh": ("让我再检查", "让我验证"),
    "es": ("déjame verificar", "déjame comprobar"),
    "fr": ("vérifions", "laissez-moi vérifier"),
    "de": ("lass mich nachprüfen", "prüfen wir"),
    "it": ("verifichiamo", "fammi controllare", "ricontrolliamo", "ricontrolla"),
    "pt": ("deixe-me verificar", "vamos verificar"),
    "ru": ("проверим", "давайте проверим"),
    "ja": ("確認します", "確認しよう"),
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
}

# Words so frequent in the sentences that state answers (measured on the corpora's final
# sentences, each in more than 3% of them) that a phrase is better looked up by another of its
# words.  A look-up hint only (phrases.PhraseSet.keys): no rule depends on it.
FREQUENT_WORDS = frozenset(
    "the a an is of so and in answer to that for we are by if on will from be per it this than get right as at "
    "was more one that's".split()
)

# The words most anchors of ANSWER_ANCHORS hold, one per language: a response without one of them
# holds none of its anchors, which are then not looked for.  A look-up hint only (extract.py).
ANCHOR_CORE_WORDS: Tuple[str, ...] = (
    "answer", "####", "respuesta", "réponse", "antwort", "resposta", "risposta", "ответ", "答案", "答え", "解答", "选", "正解", "choice",
)

# Polite endings dropped after an anchored answer (答えは 5 です).
ANSWER_ENDINGS: Tuple[str, ...] = ("です", "である", "となります", "になります", "だ", "。")

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
# Cyrillic letters drawn like Latin ones: a word of Latin letters with one of these in it reads as
# English to a reader and as another word to the grader ("nоt" with a Cyrillic о).
CYRILLIC_LOOKALIKES = "аеорсухіјѕԁһԛԝАВЕКМНОРСТХІЈЅ"

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
)

# Option letters a multiple-choice reference may be.
OPTION_LETTERS = "ABCDEFGHIJ"

# Words and phrases right after a value that change it ("5 dozen", "6 squared", "8 less
# than twice the width", "5 below zero"): the answer is that phrase, not the value.
VALUE_CHANGING: Dict[str, Tuple[str, ...]] = {
    "en": ("squared", "cubed", "factorial", "dozen", "dozens", "half", "halves", "quarter", "quarters", "thirds",
           "fourths", "fifths", "less than", "more than", "fewer than", "greater than", "smaller than",
           "larger than", "below zero", "above zero", "under zero", "times", "plus", "minus", "divided by",
           "percent of", "to the power", "raised to", "k", "m", "mn", "bn", "thousandths", "hundredths", "tenths",
           "and a half", "and a quarter", "out of", "over", "thousands", "hundreds", "millions", "billions", "score",
           "gross", "grand", "tn", "quadrillion", "quintillion", "mio", "mil", "mila", "milioni", "miliardi",
           "milhares", "lakhs", "crores", "per mille", "permille", "‰", "ago", "mod", "modulo", "point", "and a third", "fold", "fewer", "mln", "thou", "below sea level", "under par", "in the hole", "tens", "sixths", "sevenths", "eighths", "ninths", "elevenths", "twelfths", "sixteenths", "thirty-seconds", "sixty-fourths", "choose", "in base", "to the third", "to the fourth", "to the fifth", "in a million", "per thousand", "per million", "per hundred"),
    "zh": ("的平方", "的立方", "打", "倍", "万", "万元", "百", "千", "亿", "兆"),
    "es": ("docena", "docenas", "al cuadrado", "al cubo", "menos que", "más que", "bajo cero", "menos", "cuartos", "tercios", "quintos", "sextos", "octavos", "décimos", "centésimos", "medios", "decenas", "centenas"),
    "fr": ("douzaine", "douzaines", "au carré", "au cube", "moins que", "plus que", "sous zéro", "fois plus", "de moins", "dizaines", "centaines", "quarts", "tiers", "cinquièmes", "huitièmes", "dixièmes", "centièmes"),
    "de": ("dutzend", "hoch zwei", "quadrat", "weniger als", "mehr als", "unter null", "mrd", "tsd", "hoch", "weniger", "viertel", "drittel", "fünftel", "achtel", "zehntel", "hundertstel"),
    "it": ("dozzina", "dozzine", "al quadrato", "al cubo", "meno di", "più di", "sotto zero", "decine", "centinaia", "quarti", "terzi", "quinti", "ottavi", "decimi", "centesimi"),
    "pt": ("dúzia", "dúzias", "ao quadrado", "ao cubo", "menos que", "mais que", "abaixo de zero", "dezenas", "centenas", "quartos", "terços", "quintos", "oitavos", "décimos", "centésimos"),
    "ru": ("дюжина", "дюжины", "в квадрате", "в кубе", "меньше чем", "больше чем", "ниже нуля", "млн", "млрд", "тыс", "двойки", "десятков", "сотен", "четвертей", "третей", "десятых", "сотых"),
    "ja": ("ダース", "の二乗", "の平方", "倍", "の2乗"),
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
    "millones": 6, "millón": 6, "milliards": 9, "milliers": 3, "millier": 3, "milioni": 6, "milione": 6, "miliardi": 9, "millions": 6, "millionen": 6, "milliarden": 9,
    "milhões": 6, "milhão": 6, "bilhões": 9, "тысяч": 3, "тысячи": 3, "тыс": 3, "миллионов": 6,
    "миллиона": 6, "млн": 6, "миллиардов": 9, "млрд": 9, "千": 3, "万": 4, "萬": 4, "亿": 8, "億": 8,
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
    "грамм", "граммов", "литров", "литра", "дней", "дня", "лет", "года", "часов", "часа", "минут",
    "минуты", "секунд", "штук", "человек", "градусов", "долларов", "доллара", "евро",
    "metros", "centímetros", "kilómetros", "quilômetros", "gramos", "gramas", "litros", "horas",
    "minutos", "días", "dias", "años", "anos", "pesos", "dólares", "reais", "mètres", "centimètres",
    "kilomètres", "heures", "jours", "ans", "zentimeter", "stunden", "minuten", "tage", "jahre", "grad",
    "metri", "centimetri", "chilometri", "grammi", "litri", "ore", "minuti", "giorni", "anni", "euro",
    # counters and degrees (a count noun of the answer's language: "720通り", "9개", "76 degrés")
    "种", "通り", "개", "가지", "명", "번", "도", "degrés", "degré", "gradi", "grado", "graus", "grados",
)

# Single-letter unit symbols: a unit only inside a text wrapper (`3\text{ m}`,
# `3\,\mathrm{m}`), never bare (`2t` is not 2).  Case-sensitive: `\text{M}` is not a unit.
SINGLE_LETTER_UNITS: Tuple[str, ...] = ("m", "g", "s", "l", "L", "h", "J", "N", "W", "V")

# Words before a unit that make one unit with it: "square feet", "cubic meters".
UNIT_PREFIXES: Tuple[str, ...] = ("square", "sq", "sq.", "cubic", "cu", "cu.", "metric")

# A whole answer that is yes or no in another language: the English word it means.
YES_NO_WORDS: Dict[str, str] = {
    "yes": "yes", "no": "no", "sí": "yes", "si": "yes", "oui": "yes", "non": "no", "ja": "yes",
    "nein": "no", "sim": "yes", "não": "no", "nao": "no", "да": "yes", "нет": "no", "是": "yes",
    "否": "no", "对": "yes", "不是": "no", "はい": "yes", "いいえ": "no",
}

# A whole answer that is a number word is that number ("The answer is five."); "null" (an empty
# set in English), "um" (a filler) and "un" (an article, or u·n in math) are left out.
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
)

# Words that introduce an option letter: "Option B", "choice (C)" is the option letter.
OPTION_WORDS: Tuple[str, ...] = (
    "option", "choice", "answer choice", "opción", "opção", "réponse", "antwort", "вариант", "选项",
)

# Articles that may stand before an option letter ("la **C**", "a (E)", "the (B)"), matched as
# written (lower case, or capitalized when longer than a letter): "A B" is two option letters.
OPTION_ARTICLES: Tuple[str, ...] = ("the", "la", "el", "le", "il", "lo", "a", "o")

# Words that mean "percent" after a number.
PERCENT_WORDS: Tuple[str, ...] = (
    "percent", "percentage", "pct", "per cent", "por ciento", "pour cent", "pourcent", "prozent", "per cento",
    "por cento", "процентов", "процента", "процент",
)
# Currency signs: dropped like the dollar sign.
CURRENCY_SIGNS: Tuple[str, ...] = ("€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱")
# Ellipses: the words before them trail off ("at least... 5"), and no sentence ends there.
ELLIPSES: Tuple[str, ...] = ("...", ". . .", "…", "\\ldots", "\\dots", "\\cdots")
# Nouns whose value a retraction right after them is about ("the root 3 is rejected"), as a variable's is.
VALUE_NOUNS: Tuple[str, ...] = ("root", "roots", "solution", "solutions", "value", "values", "candidate", "answer", "result")
# Abbreviations of approximation words, written with a full stop ("approx. 5"): the stop
# does not end the phrase.
ABBREVIATIONS: Tuple[str, ...] = ("approx", "ca", "env", "ungef", "aprox", "approssim", "прибл", "прим", "ок", "rd", "rs")
# Languages that write a decimal comma: after one of their anchors "3,75" is 3.75 (a group of
# exactly three digits stays a thousands separator).
DECIMAL_COMMA_LANGUAGES: Tuple[str, ...] = ("fr", "de", "es", "it", "pt", "ru")

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
    "en": ("but", "however", "whereas"), "es": ("pero", "sin embargo"), "fr": ("mais", "cependant"),
    "de": ("aber", "jedoch", "sondern"), "it": ("ma", "però", "tuttavia"), "pt": ("mas", "porém", "contudo"),
    "ru": ("но", "однако"), "zh": ("但是", "但", "然而", "不过"), "ja": ("しかし", "でも", "だが", "ですが"),
}

# Closing lines that may follow the final answer without a full stop.
CLOSING_LINES: Tuple[str, ...] = (
    "i hope it is correct", "i hope this is correct", "i hope this helps", "hope this helps", "hope it helps",
    "good luck", "thank you", "thanks", "done", "qed", "q.e.d", "∎", "□", "end", "the end",
    "以上です", "以上となります", "以上になります",
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
    "đồng", "cái", "người", "quyển", "năm", "ngày", "giờ", "phút", "mét",
    "रुपये", "रुपए", "लोग", "किताबें", "साल", "दिन", "घंटे", "मिनट", "मीटर",
    "ريال", "دولار", "كتب", "كتاب", "سنة", "سنوات", "يوم", "أيام", "ساعة", "ساعات", "دقيقة", "دقائق", "متر",
    "تومان", "ریال", "کتاب", "سال", "روز", "ساعت", "دقیقه", "نفر", "عدد",
    "ספרים", "שקלים", "שנים", "ימים", "שעות", "דקות", "מטר",
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
# positive integer k", "where k is an integer"): the quantifiers and the kinds of number.
DOMAIN_QUANTIFIERS: Tuple[str, ...] = ("for all", "for every", "for each", "for any", "for", "where", "with", "when", "over all")
DOMAIN_KINDS: Tuple[str, ...] = (
    "real", "reals", "real number", "real numbers", "real value", "real values", "positive", "negative", "nonnegative",
    "non-negative", "nonzero", "non-zero", "integer", "integers", "positive integer", "positive integers",
    "nonnegative integer", "nonnegative integers", "non-negative integer", "non-negative integers", "natural",
    "natural number", "natural numbers", "whole number", "whole numbers", "complex number", "complex numbers",
    "positive real", "positive reals", "positive real number", "positive real numbers", "number", "numbers", "value", "values",
)
# The kinds of number that make a family's parameter an integer ("2k\pi, k \in \mathbb{Z}", "for any integer k").
INTEGER_KINDS: Tuple[str, ...] = (
    "integer", "integers", "positive integer", "positive integers", "nonnegative integer", "nonnegative integers",
    "non-negative integer", "non-negative integers", "natural", "natural number", "natural numbers", "whole number",
    "whole numbers",
)
# Letters that name an integer parameter of a family of solutions without being declared one.
INTEGER_PARAMETERS: Tuple[str, ...] = ("k", "m", "n", "j")

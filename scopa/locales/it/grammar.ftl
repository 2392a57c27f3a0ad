# Come una frase dice una carta, it. Sintassi Fluent: https://projectfluent.org/fluent/guide/
#
# $rank e $suit sono i nomi di cards.ftl. $name è il nome di una carta o di un valore; $gender
# (masculine, feminine) ed $elided (yes, no, o auto: secondo il suono della parola) sono gli
# attributi del suo valore in cards.ftl.

## Il nome di una carta: "Sette di Denari"
card-name = { $rank } di { $suit }

## Con l'articolo determinativo: "il Sette", "l'Asso", "la Donna"
card-the =
    { $elided ->
        [yes] l'{ $name }
        [auto]
            { VOWEL($name) ->
                [yes] l'{ $name }
               *[no]
                    { $gender ->
                        [feminine] la { $name }
                       *[masculine] il { $name }
                    }
            }
       *[no]
            { $gender ->
                [feminine] la { $name }
               *[masculine] il { $name }
            }
    }

## Dopo la preposizione "a": "al Re", "all'Asso", "alla Donna"
card-to =
    { $elided ->
        [yes] all'{ $name }
        [auto]
            { VOWEL($name) ->
                [yes] all'{ $name }
               *[no]
                    { $gender ->
                        [feminine] alla { $name }
                       *[masculine] al { $name }
                    }
            }
       *[no]
            { $gender ->
                [feminine] alla { $name }
               *[masculine] al { $name }
            }
    }

## What the language writes where two words meet once a sentence is put together: pairs
## "written=said" separated by "|" (French: "de le=du", and "de=d'" before a vowel); none here
contractions = {""}
elisions = {""}

## Le categorie plurali della lingua come le scrive il CLDR: un conteggio sceglie le parole secondo queste
plural_rules = many: e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5 | one: i in 1 and v in 0

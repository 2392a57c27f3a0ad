# Comment une phrase dit une carte, fr. Syntaxe Fluent : https://projectfluent.org/fluent/guide/
#
# $rank et $suit sont les noms de cards.ftl. $name est le nom d'une carte ou d'une valeur ;
# $gender (masculine, feminine) et $elided (yes, no, ou auto : selon le son du mot) sont les
# attributs de sa valeur dans cards.ftl (le h de « Huit » n'élide pas).

## Le nom d'une carte : « Sept de Deniers », « As d'Épées »
card-name =
    { $rank } { VOWEL($suit) ->
        [yes] d'{ $suit }
       *[no] de { $suit }
    }

## Avec l'article défini : « le Sept », « l'As », « la Dame »
card-the =
    { $elided ->
        [yes] l'{ $name }
        [auto]
            { VOWEL($name) ->
                [yes] l'{ $name }
               *[no]
                    { $gender ->
                        [feminine] la { $name }
                       *[masculine] le { $name }
                    }
            }
       *[no]
            { $gender ->
                [feminine] la { $name }
               *[masculine] le { $name }
            }
    }

## Après la préposition « à » : « au Roi », « à la Dame », « à l'As »
card-to =
    { $elided ->
        [yes] à l'{ $name }
        [auto]
            { VOWEL($name) ->
                [yes] à l'{ $name }
               *[no]
                    { $gender ->
                        [feminine] à la { $name }
                       *[masculine] au { $name }
                    }
            }
       *[no]
            { $gender ->
                [feminine] à la { $name }
               *[masculine] au { $name }
            }
    }

## Ce que le français écrit où deux mots se rencontrent, une fois la phrase faite : une
## préposition et un article se contractent (« de le Quatre » : « du Quatre »), un article ou
## « de » s'élide devant une voyelle (« de Anna » : « d'Anna », « le As » : « l'As »).
## Des paires « écrit=dit » séparées par « | ».
contractions = de le=du | de les=des | à le=au | à les=aux
elisions = de=d' | De=D' | le=l' | Le=L' | la=l' | La=L' | au=à l' | Au=À l' | du=de l' | Du=De l'

## Les catégories de pluriel de la langue comme les écrit le CLDR : un compte choisit ses mots par elles
plural_rules = many: e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5 | one: i in 0..1
